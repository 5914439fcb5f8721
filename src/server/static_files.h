#pragma once
// Static files for the web client (`--static DIR`). A request path is decoded and checked before
// it touches the file system: no "..", no hidden segments, nothing that resolves outside DIR.
// Client routes (paths with no file extension that name no file) fall back to index.html.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace bivouac::server {

struct StaticFile {
  std::filesystem::path path;
  std::string content_type;
};

// Percent-decodes a URL path; nullopt if it is malformed or decodes to a NUL.
[[nodiscard]] std::optional<std::string> decode_url_path(std::string_view path);

// The file to serve for `target` under `root` (which must be canonical), or nullopt for 404.
[[nodiscard]] std::optional<StaticFile> resolve_static(const std::filesystem::path& root,
                                                       std::string_view target);

[[nodiscard]] std::string content_type_for(const std::filesystem::path& file);

}  // namespace bivouac::server
