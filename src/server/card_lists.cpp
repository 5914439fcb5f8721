#include "server/card_lists.h"

#include <fmt/format.h>

#include <filesystem>

#include "core/errors.h"
#include "core/registry.h"
#include "core/resources.h"
#include "core/safe_json.h"
#include "server/token.h"

namespace bivouac::server {

namespace {

constexpr std::string_view kCardsOption = "cards";

bool plain_name(std::string_view name) {
  if (name.empty() || name.size() > 64) return false;
  for (const char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '-' || c == '_';
    if (!ok) return false;
  }
  return true;
}

// The name a list's text is stored and offered under: the same text always has the same name.
std::string content_name(const std::string& text) {
  return "list-" + sha256_hex(text).substr(0, 32);
}

}  // namespace

std::size_t load_cards_dir(const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    throw std::invalid_argument(fmt::format("--cards-dir: \"{}\" is not a directory", dir));
  std::size_t n = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".toml") continue;
    const std::string name = entry.path().stem().string();
    if (!plain_name(name) || name.rfind("list-", 0) == 0) {
      throw std::invalid_argument(
          fmt::format("--cards-dir: \"{}\": a list's name is its file name without .toml, in "
                      "letters, digits, '-' and '_' (at most 64), not starting with \"list-\" "
                      "(the names of lists kept with games)",
                      entry.path().filename().string()));
    }
    register_named_data(
        name, read_file_limited(entry.path().string(), kMaxDataFileBytes, "--cards-dir file"));
    ++n;
  }
  return n;
}

ResolvedGame resolve_game(std::string_view spec, const std::string* inline_cards) {
  GameSpec parsed = parse_game_spec(spec);
  const auto named = parsed.options.find(std::string(kCardsOption));
  std::string text;
  if (inline_cards != nullptr) {
    if (named != parsed.options.end())
      throw FormatError("\"cards\" is sent inline and also named in \"game\"; send one of them");
    const GameDefinition* def = GameRegistry::instance().find(parsed.id);
    bool takes_cards = false;
    if (def != nullptr) {
      for (const auto& o : def->info.options) takes_cards = takes_cards || o.name == kCardsOption;
    }
    if (def != nullptr && !takes_cards)
      throw FormatError(fmt::format("\"cards\": {} takes no card list", parsed.id));
    if (inline_cards->size() > kMaxInlineCardsBytes)
      throw FormatError(
          fmt::format("\"cards\" is too long (at most {} bytes)", kMaxInlineCardsBytes));
    text = *inline_cards;
  } else if (named != parsed.options.end()) {
    // load_text refuses a name the server does not offer without touching the disk.
    text = load_text("", named->second);
  }
  ResolvedGame out;
  if (!text.empty() || inline_cards != nullptr) {
    const std::string name = content_name(text);
    // Offered only while `out` holds it: a list the game refuses is gone with the request.
    out.hold = hold_named_data(name, text);
    parsed.options[std::string(kCardsOption)] = name;
  }
  out.game = GameRegistry::instance().create(parsed.id, parsed.options);
  out.cards = std::move(text);
  return out;
}

CardListHold hold_card_list(const std::string& cards) {
  if (cards.empty()) return nullptr;
  return hold_named_data(content_name(cards), cards);
}

}  // namespace bivouac::server
