#include "games/volley/cards.h"

#include <fmt/format.h>
#include <toml++/toml.h>

#include <algorithm>
#include <bit>
#include <cctype>

#include "core/errors.h"
#include "core/text_match.h"

namespace bivouac::volley {

namespace {

constexpr std::array<std::string_view, kNumSuits> kCodes = {"IU", "IW", "CU", "CW", "AU",
                                                            "AW", "L",  "S",  "M",  "D"};
constexpr std::array<std::string_view, kNumSuits> kTitles = {
    "Infantry Unit",    "Infantry Weapon", "Cavalry Unit", "Cavalry Weapon", "Artillery Unit",
    "Artillery Weapon", "Leader",          "Strategy",     "Morale",         "Defense"};

using text_match::lower;

std::string codes_list() {
  std::string out;
  for (auto c : kCodes) out += (out.empty() ? "" : ", ") + std::string(c);
  return out;
}

[[noreturn]] void bad(std::string_view source, const toml::node& where, const std::string& what) {
  throw FormatError(fmt::format("{} line {}: {}", source, where.source().begin.line, what));
}

Suit parse_suit(std::string_view source, const toml::node& node, std::string_view field) {
  const auto text = node.value<std::string>();
  if (text) {
    for (int i = 0; i < kNumSuits; ++i) {
      if (*text == kCodes[static_cast<std::size_t>(i)]) return static_cast<Suit>(i);
    }
  }
  bad(source, node, fmt::format("{} must be one of {}", field, codes_list()));
}

}  // namespace

std::string_view suit_code(Suit s) {
  return kCodes[s];
}
std::string_view suit_title(Suit s) {
  return kTitles[s];
}
std::string_view troop_name(int troop) {
  static constexpr std::array<std::string_view, kNumTroopTypes> kNames = {"Infantry", "Cavalry",
                                                                          "Artillery"};
  return kNames[static_cast<std::size_t>(troop)];
}

CardTable CardTable::parse(std::string_view toml_text, std::string_view source) {
  toml::table doc;
  try {
    doc = toml::parse(toml_text, source);
  } catch (const toml::parse_error& e) {
    throw FormatError(
        fmt::format("{} line {}: {}", source, e.source().begin.line, e.description()));
  }
  const auto* list = doc["card"].as_array();
  if (list == nullptr || list->empty()) {
    throw FormatError(fmt::format("{}: expected a list of [[card]] tables", source));
  }
  if (list->size() > static_cast<std::size_t>(kMaxCards)) {
    throw FormatError(fmt::format("{}: {} cards, but Volley supports at most {}", source,
                                  list->size(), kMaxCards));
  }
  CardTable t;
  for (const auto& node : *list) {
    const auto* tab = node.as_table();
    if (tab == nullptr) bad(source, node, "each [[card]] entry must be a table");
    for (const auto& [key, value] : *tab) {
      const std::string_view k = key.str();
      if (k != "name" && k != "suit" && k != "force" && k != "negates") {
        bad(source, value,
            fmt::format("unknown field \"{}\" (expected name, suit, force, negates)", k));
      }
    }
    Card c;
    const auto name = (*tab)["name"].value<std::string>();
    if (!name || name->empty()) bad(source, node, "card needs a non-empty text field \"name\"");
    c.name = *name;
    if (t.find(c.name) >= 0)
      bad(source, node, fmt::format("card name \"{}\" appears twice", c.name));
    const auto* suit = tab->get("suit");
    if (suit == nullptr) bad(source, node, fmt::format("card \"{}\" needs a \"suit\"", c.name));
    c.suit = parse_suit(source, *suit, "suit");
    const auto* force = tab->get("force");
    const auto* negates = tab->get("negates");
    if (c.suit == kDefense) {
      if (force != nullptr)
        bad(source, *force, fmt::format("Defense card \"{}\" has no force", c.name));
      if (negates == nullptr) {
        bad(source, node, fmt::format("Defense card \"{}\" needs \"negates\" (a suit)", c.name));
      }
      c.negates = parse_suit(source, *negates, "negates");
    } else {
      if (negates != nullptr) {
        bad(source, *negates,
            fmt::format("only Defense cards negate; \"{}\" is {}", c.name, kCodes[c.suit]));
      }
      const auto f =
          force == nullptr ? std::optional<std::int64_t>{} : force->value<std::int64_t>();
      if (!f || *f < 0 || *f > 99) {
        bad(source, force == nullptr ? node : *force,
            fmt::format("card \"{}\" needs \"force\", an integer from 0 to 99", c.name));
      }
      c.force = static_cast<int>(*f);
    }
    t.cards_.push_back(std::move(c));
  }
  for (int id = 0; id < t.size(); ++id) {
    const Card& c = t.card(id);
    const auto i = static_cast<std::size_t>(id);
    t.suit_[i] = c.suit;
    t.force_[i] = c.force;
    t.suit_mask_[c.suit] |= bit(id);
    t.all_ |= bit(id);
  }
  for (int troop = 0; troop < kNumTroopTypes; ++troop) {
    t.units_ |= t.suit_mask_[unit_suit(troop)];
    t.weapons_ |= t.suit_mask_[weapon_suit(troop)];
  }
  for (int id = 0; id < t.size(); ++id) {
    if (t.suit(id) == kDefense)
      t.targets_[static_cast<std::size_t>(id)] = t.suit_mask_[t.card(id).negates];
  }
  return t;
}

int CardTable::find(std::string_view name) const {
  const std::string key = lower(name);
  for (int id = 0; id < size(); ++id) {
    if (lower(cards_[static_cast<std::size_t>(id)].name) == key) return id;
  }
  return -1;
}

int CardTable::total_force(CardMask cards) const {
  int total = 0;
  for (; cards != 0; cards &= cards - 1)
    total += force_[static_cast<std::size_t>(std::countr_zero(cards))];
  return total;
}

}  // namespace bivouac::volley
