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

// Reads the data an option names when `override_path` is not empty (a registered named list, or
// else a file on disk unless files are forbidden), otherwise the embedded `path`. Throws
// FormatError naming the file when it cannot be read or is larger than kMaxDataFileBytes
// (core/safe_json.h).
[[nodiscard]] std::string load_text(std::string_view path, std::string_view override_path = {});

// Data lists known by name (issue 26: "the network cannot name files"). A server registers the
// card lists it offers: the operator's (--cards-dir), those sent inline, those stored with its
// games. An option naming a registered list reads it from memory.
void register_named_data(const std::string& name, std::string text);
[[nodiscard]] bool has_named_data(std::string_view name);
// From now on an option may name only a registered list: load_text opens no file, and its refusal
// is the same whether or not a file of that name exists. `bivouac serve` calls it at start; the
// command line keeps cards=FILE.
void forbid_data_files();

struct ResourceRegistrar {
  ResourceRegistrar(std::string_view path, std::string_view data);
};

}  // namespace bivouac
