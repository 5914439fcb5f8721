#include "games/ready-aim-fire/card_json.h"

#include <fmt/format.h>

#include "core/json_util.h"

namespace bivouac::raf {

using nlohmann::json;
namespace ji = bivouac::json_in;

json CardWriter::name(CardId c) {
  if (c == kUnknownCard) return "?";
  ids_.push_back(c);
  return g_.card_name(s_, c);
}

json CardWriter::stack_slots(const StackZone& zone) {
  json a = json::array();
  for (const Slot& sl : zone) {
    a.push_back({{"card", name(sl.card)},
                 {"shaken", (sl.flags & kShaken) != 0},
                 {"blown", (sl.flags & kBlown) != 0},
                 {"fresh_blown", (sl.flags & kFreshBlown) != 0},
                 {"known", (sl.flags & kKnownOpp) != 0}});
  }
  return a;
}

json CardWriter::hand_slots(const HandZone& zone) {
  json a = json::array();
  for (const Slot& sl : zone)
    a.push_back({{"card", name(sl.card)}, {"known", (sl.flags & kKnownOpp) != 0}});
  return a;
}

json CardWriter::general(const General& g) {
  if (g.card == kNoCard) return nullptr;
  return {{"card", name(g.card)}, {"left", g.left}, {"made", g.made}};
}

bool CardReader::fits(CardId c, int owner, const std::string& name) const {
  if (owner < 0) {
    if (!is_tactic_card(c)) return false;
  } else if (c >= kFirstTactic || owner_of(c) != owner) {
    return false;
  }
  return g_.card_name(s_, c) == name;
}

CardId CardReader::next_id(const std::string& path, int owner, const std::string& name) {
  if (next_ >= ids_->size()) ji::fail("ids", "an id for every card written by name", *ids_);
  const std::string where = ji::child("ids", next_);
  const auto c = static_cast<CardId>(ji::integer((*ids_)[next_], where, 0, kNumCards - 1));
  ++next_;
  if (!fits(c, owner, name))
    ji::fail(where,
             fmt::format("the id of a {} {} (for {})",
                         owner < 0 ? "tactics" : fmt::format("player {}", owner), name, path),
             (*ids_)[next_ - 1]);
  return c;
}

CardId CardReader::take(const json& j, const std::string& path, int owner) {
  const std::string name = ji::string(j, path);
  if (name == "?") return kUnknownCard;
  CardId c = kNoCard;
  if (ids_ != nullptr) {
    c = next_id(path, owner, name);
    if (used_[c]) ji::fail("ids", fmt::format("each card once (id {} again at {})", c, path), j);
  } else {
    for (int i = 0; i < kNumCards && c == kNoCard; ++i) {
      if (!used_[static_cast<std::size_t>(i)] && fits(static_cast<CardId>(i), owner, name))
        c = static_cast<CardId>(i);
    }
    if (c == kNoCard)
      ji::fail(path,
               owner < 0 ? "the name of a tactics card not used elsewhere"
                         : fmt::format("the name of a card of player {}'s army not used "
                                       "elsewhere ({} nation)",
                                       owner, g_.data().nations[s_.nation[owner]].key),
               j);
  }
  used_[c] = true;
  return c;
}

CardId CardReader::ref(const json& j, const std::string& path, int owner, int stack, int slot) {
  if (j.is_null()) return kNoCard;
  const std::string name = ji::string(j, path);
  if (name == "?") return kUnknownCard;
  if (ids_ != nullptr) {
    const CardId c = next_id(path, owner, name);
    if (!used_[c]) ji::fail(path, "a card that lies somewhere in this position", j);
    return c;
  }
  if (stack >= 0) {
    const auto& st = s_.stacks[owner][stack];
    if (slot >= 0 && slot < static_cast<int>(st.size()) &&
        fits(st[static_cast<std::size_t>(slot)].card, owner, name))
      return st[static_cast<std::size_t>(slot)].card;
    for (const Slot& sl : st)
      if (fits(sl.card, owner, name)) return sl.card;
  }
  for (int i = 0; i < kNumCards; ++i) {
    const auto c = static_cast<CardId>(i);
    bool aside = false;
    if (owner >= 0)
      for (CardId a : s_.set_aside[owner]) aside = aside || a == c;
    if (used_[c] && !aside && fits(c, owner, name)) return c;
  }
  ji::fail(path, "a card that lies somewhere in this position", j);
}

void CardReader::stack_slots(const json& j, const std::string& path, int owner, StackZone& zone) {
  if (!j.is_array()) ji::fail(path, "a list of stack cards", j);
  zone.clear();
  if (j.size() > StackZone::capacity()) ji::fail(path, "at most 8 cards", j);
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string p = ji::child(path, i);
    const json& e = ji::object(j[i], p);
    Slot sl;
    sl.card = take(ji::field(e, "card", p), ji::child(p, "card"), owner);
    auto flag = [&](const char* key, std::uint8_t bit) {
      if (ji::boolean(ji::field(e, key, p), ji::child(p, key))) sl.flags |= bit;
    };
    flag("shaken", kShaken);
    flag("blown", kBlown);
    flag("fresh_blown", kFreshBlown);
    flag("known", kKnownOpp);
    zone.push_back(sl);
  }
}

void CardReader::hand_slots(const json& j, const std::string& path, int owner, HandZone& zone) {
  if (!j.is_array()) ji::fail(path, "a list of hand cards", j);
  zone.clear();
  if (j.size() > HandZone::capacity()) ji::fail(path, "at most 24 cards", j);
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string p = ji::child(path, i);
    const json& e = ji::object(j[i], p);
    Slot sl;
    sl.card = take(ji::field(e, "card", p), ji::child(p, "card"), owner);
    if (ji::boolean(ji::field(e, "known", p), ji::child(p, "known"))) sl.flags = kKnownOpp;
    zone.push_back(sl);
  }
}

General CardReader::general(const json& j, const std::string& path, int owner) {
  if (j.is_null()) return General{};
  ji::object(j, path);
  General g;
  g.card = take(ji::field(j, "card", path), ji::child(path, "card"), owner);
  g.left = static_cast<std::uint8_t>(
      ji::integer(ji::field(j, "left", path), ji::child(path, "left"), 0, 255));
  g.made = static_cast<std::uint8_t>(
      ji::integer(ji::field(j, "made", path), ji::child(path, "made"), 0, 255));
  return g;
}

void CardReader::finish() const {
  if (ids_ != nullptr && next_ != ids_->size())
    ji::fail("ids", fmt::format("exactly {} ids, one per card written by name", next_), *ids_);
}

void CardReader::default_seen(std::array<std::uint8_t, kNumCards>& seen) const {
  seen.fill(0);
  auto mark = [&](CardId c, std::uint8_t bits) {
    if (c < kNumCards) seen[c] |= bits;
  };
  for (int q = 0; q < 2; ++q) {
    const auto own = static_cast<std::uint8_t>(1u << q);
    for (int i = 0; i < kBattalionsPerArmy; ++i) mark(static_cast<CardId>(q * kArmyCards + i), own);
    for (int c = 0; c < kStacks; ++c) {
      for (const Slot& sl : s_.stacks[q][c]) mark(sl.card, (sl.flags & kKnownOpp) ? 3 : own);
      for (CardId t : s_.terrain[q][c]) mark(t, 3);
      mark(s_.generals[q][c].card, 3);
    }
    mark(s_.army_commander[q].card, 3);
    for (const Slot& sl : s_.hand_army[q]) mark(sl.card, (sl.flags & kKnownOpp) ? 3 : own);
    for (const Slot& sl : s_.hand_tactics[q]) mark(sl.card, (sl.flags & kKnownOpp) ? 3 : own);
    for (CardId c : s_.discard[q]) mark(c, 3);
    for (CardId c : s_.eliminated[q]) mark(c, 3);
    for (CardId c : s_.setup_pool[q]) mark(c, own);
  }
  for (CardId c : s_.tactics_discard) mark(c, 3);
}

}  // namespace bivouac::raf
