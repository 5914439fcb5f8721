#pragma once
// Data files (card lists, tables) are compiled into the binary so the program runs on its
// embedded defaults; a designer can point an option at an edited copy instead.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bivouac {

// The embedded file at `path` (relative to the source root, e.g. "src/games/muskets/cards.toml").
[[nodiscard]] std::optional<std::string_view> resource(std::string_view path);
[[nodiscard]] std::vector<std::string> resource_names();

// Reads `override_path` from disk when it is not empty, otherwise the embedded `path`.
// Throws FormatError naming the file when it cannot be read or is larger than
// kMaxDataFileBytes (core/safe_json.h).
[[nodiscard]] std::string load_text(std::string_view path, std::string_view override_path = {});

struct ResourceRegistrar {
  ResourceRegistrar(std::string_view path, std::string_view data);
};

}  // namespace bivouac
