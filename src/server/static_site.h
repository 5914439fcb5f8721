#pragma once
// The web client's files (`--static DIR`), read into memory once at start, so that serving a
// page never reads a disk on an I/O thread. A request path is decoded and checked (no "..", no
// hidden segments, no backslashes); a path with no file extension that names no file is a client
// route and gets index.html.
#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>

namespace bivouac::server {

class StaticSite {
 public:
  // The most bytes a site may hold in memory.
  static constexpr std::size_t kMaxBytes = std::size_t{256} << 20;
  // Reads every regular file under `root` (links that lead outside it are skipped). Throws
  // std::invalid_argument naming the directory when it is not one or holds too much.
  explicit StaticSite(const std::filesystem::path& root);

  struct File {
    std::string content;
    std::string content_type;
  };
  // The file for a request target, or null for a 404.
  [[nodiscard]] const File* find(std::string_view target) const;
  [[nodiscard]] std::size_t files() const { return files_.size(); }

 private:
  std::map<std::string, File, std::less<>> files_;  // by path relative to the root, '/'-joined
};

}  // namespace bivouac::server
