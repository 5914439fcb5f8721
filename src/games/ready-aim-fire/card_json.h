#pragma once
// Cards in the state JSON: written by name ("?" when unknown) with each named card's id appended
// to `ids` in writing order; read back from the names, taking each card's id from `ids` when it
// is given, else the lowest free copy of that name. References (the designated Army Commander,
// the battling cards, a morale entry's card) name a card written earlier.
#include <array>
#include <nlohmann/json.hpp>
#include <string>

#include "core/json_util.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {

class CardWriter {
 public:
  CardWriter(const RafGame& g, const RafState& s) : g_(g), s_(s) {}
  nlohmann::json name(CardId c);
  nlohmann::json ref(CardId c) { return c == kNoCard ? nlohmann::json(nullptr) : name(c); }
  template <class Z>
  nlohmann::json cards(const Z& zone) {
    nlohmann::json a = nlohmann::json::array();
    for (CardId c : zone) a.push_back(name(c));
    return a;
  }
  nlohmann::json stack_slots(const StackZone& zone);
  nlohmann::json hand_slots(const HandZone& zone);
  nlohmann::json general(const General& g);
  [[nodiscard]] const nlohmann::json& ids() const { return ids_; }

 private:
  const RafGame& g_;
  const RafState& s_;
  nlohmann::json ids_ = nlohmann::json::array();
};

class CardReader {
 public:
  // owner: the army the card belongs to, or -1 for a tactics card.
  CardReader(const RafGame& g, RafState& s, const nlohmann::json* ids) : g_(g), s_(s), ids_(ids) {}
  CardId take(const nlohmann::json& j, const std::string& path, int owner);
  // A card written earlier: null for none; without ids, found at stack/slot when given.
  CardId ref(const nlohmann::json& j, const std::string& path, int owner, int stack, int slot);
  template <class Z>
  void cards(const nlohmann::json& j, const std::string& path, int owner, Z& zone);
  void stack_slots(const nlohmann::json& j, const std::string& path, int owner, StackZone& zone);
  void hand_slots(const nlohmann::json& j, const std::string& path, int owner, HandZone& zone);
  General general(const nlohmann::json& j, const std::string& path, int owner);
  // Every id of `ids` was used.
  void finish() const;
  // Who has seen each card, for a position written without `seen`: its owner his army cards,
  // both players every card lying face up or known to the opponent, a hand's holder his cards.
  void default_seen(std::array<std::uint8_t, kNumCards>& seen) const;

 private:
  [[nodiscard]] bool fits(CardId c, int owner, const std::string& name) const;
  CardId next_id(const std::string& path, int owner, const std::string& name);

  const RafGame& g_;
  RafState& s_;
  const nlohmann::json* ids_;
  std::size_t next_ = 0;
  std::array<bool, kNumCards> used_{};
};

template <class Z>
void CardReader::cards(const nlohmann::json& j, const std::string& path, int owner, Z& zone) {
  if (!j.is_array()) json_in::fail(path, "a list of card names", j);
  zone.clear();
  if (j.size() > Z::capacity())
    json_in::fail(path, "at most " + std::to_string(Z::capacity()) + " cards", j);
  for (std::size_t i = 0; i < j.size(); ++i)
    zone.push_back(take(j[i], json_in::child(path, i), owner));
}

}  // namespace bivouac::raf
