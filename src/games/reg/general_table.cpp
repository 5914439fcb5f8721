#include "games/reg/general_table.h"

#include <array>

#include "core/errors.h"
#include "games/reg/text.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

namespace {
constexpr std::array<std::string_view, 4> kKeys = {"MG", "CG", "TG", "LG"};
constexpr std::array<std::string_view, 4> kNames = {"Mediocre", "Competent", "Talented",
                                                    "Legendary"};
int as_int(std::int64_t v) {
  return static_cast<int>(v);
}
}  // namespace

GeneralTable GeneralTable::load(std::string_view text, const std::string& file) {
  const toml::table doc = toml_in::parse(text, file);
  GeneralTable t;
  const auto levels = toml_in::tables(doc, "level", file);
  if (levels.size() != kKeys.size()) throw FormatError(file + ": expected levels MG, CG, TG, LG");
  for (std::size_t i = 0; i < levels.size(); ++i) {
    const std::string where = toml_in::entry(file, "level", i);
    LevelRow r;
    r.key = toml_in::string(*levels[i], "key", where);
    if (r.key != kKeys[i])
      toml_in::fail(where, "key", std::string(kKeys[i]) + " (levels in order)");
    r.name = toml_in::string(*levels[i], "name", where);
    r.hand = as_int(toml_in::integer(*levels[i], "hand", where));
    r.block = as_int(toml_in::integer(*levels[i], "block", where));
    const auto c = parse_colour(toml_in::string(*levels[i], "kab_die", where));
    if (!c) toml_in::fail(where, "kab_die", colour_choices());
    r.kab_die = *c;
    t.levels.push_back(std::move(r));
  }
  t.hand_line = as_int(toml_in::integer(doc, "hand_line", file));
  t.block_line = as_int(toml_in::integer(doc, "block_line", file));
  t.kab_die_line = as_int(toml_in::integer(doc, "kab_die_line", file));
  const auto cmds = toml_in::tables(doc, "commander", file);
  for (std::size_t i = 0; i < cmds.size(); ++i) {
    const std::string where = toml_in::entry(file, "commander", i);
    CommanderRow c;
    c.key = toml_in::string(*cmds[i], "key", where);
    c.type = toml_in::string(*cmds[i], "type", where);
    c.mode = toml_in::string_or(*cmds[i], "mode", "", where);
    c.range = as_int(toml_in::integer(*cmds[i], "range", where));
    c.line = as_int(toml_in::integer(*cmds[i], "line", where));
    const std::string gift = toml_in::string(*cmds[i], "gift", where);
    if (gift == "any") {
      c.gift = GiftRule::kAny;
    } else if (gift == "one") {
      c.gift = GiftRule::kOne;
    } else if (gift == "none") {
      c.gift = GiftRule::kNone;
    } else {
      toml_in::fail(where, "gift", "any, one or none");
    }
    c.gift_to = toml_in::string_or(*cmds[i], "gift_to", "", where);
    c.applies_cards_to = toml_in::string(*cmds[i], "applies_cards_to", where);
    if (c.applies_cards_to != "own" && c.applies_cards_to != "any_in_range") {
      toml_in::fail(where, "applies_cards_to", "own or any_in_range");
    }
    c.other_command_extra =
        static_cast<int>(toml_in::integer_or(*cmds[i], "other_command_extra", 0, where));
    t.commanders.push_back(std::move(c));
  }
  t.front_rank_no_gift_line = as_int(toml_in::integer(doc, "front_rank_no_gift_line", file));
  t.front_rank_out_of_command_line =
      as_int(toml_in::integer(doc, "front_rank_out_of_command_line", file));
  t.hesitant_line = as_int(toml_in::integer(doc, "hesitant_line", file));
  t.desertion_line = as_int(toml_in::integer(doc, "desertion_line", file));
  t.discard_line = as_int(toml_in::integer(doc, "discard_line", file));
  t.replace_professional_line = as_int(toml_in::integer(doc, "replace_professional_line", file));
  t.replace_tribal_line = as_int(toml_in::integer(doc, "replace_tribal_line", file));
  return t;
}

const CommanderRow* GeneralTable::find_commander(std::string_view key) const {
  for (const auto& c : commanders) {
    if (iequals(c.key, key)) return &c;
  }
  return nullptr;
}

std::vector<std::string> GeneralTable::commander_keys() const {
  std::vector<std::string> out;
  for (const auto& c : commanders) out.push_back(c.key);
  return out;
}

std::optional<GeneralLevel> parse_level(std::string_view text) {
  for (std::size_t i = 0; i < kKeys.size(); ++i) {
    if (iequals(text, kKeys[i]) || iequals(text, kNames[i])) return static_cast<GeneralLevel>(i);
  }
  return std::nullopt;
}

std::string_view level_key(GeneralLevel l) {
  return kKeys[static_cast<std::size_t>(l)];
}

GeneralLevel lowered(GeneralLevel l) {
  return l == GeneralLevel::kMG ? l : static_cast<GeneralLevel>(static_cast<int>(l) - 1);
}

}  // namespace bivouac::reg
