// State <-> JSON (docs/formats.md). Cards are written by name; reading validates every field
// and names the one that is wrong.
#include <fmt/format.h>

#include "core/json_util.h"
#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

namespace {

using nlohmann::json;
namespace jin = json_in;

const std::vector<std::string> kPhaseNames = {"maneuver", "attack", "defend", "counter", "over"};
const std::vector<std::string> kEndNames = {"none", "troops", "turn limit"};

json names(const CardTable& t, CardMask m) {
  json out = json::array();
  for (int c : cards_of(m)) out.push_back(t.name(c));
  return out;
}

int read_card(const CardTable& t, const json& j, const std::string& path) {
  const std::string name = jin::string(j, path);
  const int c = t.find(name);
  if (c < 0) jin::fail(path, "the name of a Volley card (see cards.toml)", j);
  return c;
}

CardMask read_list(const CardTable& t, const json& node, const std::string& path) {
  const json& arr = jin::array(node, path);
  CardMask m = 0;
  for (std::size_t i = 0; i < arr.size(); ++i) {
    const std::string at = jin::child(path, i);
    const int c = read_card(t, arr[i], at);
    if ((m & bit(c)) != 0) jin::fail(at, "each card once", arr[i]);
    m |= bit(c);
  }
  return m;
}

CardMask read_cards(const CardTable& t, const json& obj, std::string_view key) {
  return read_list(t, jin::field(obj, key, ""), std::string(key));
}

template <class T>
T read_pair_int(const json& obj, std::string_view key, std::int64_t lo, std::int64_t hi,
                std::size_t i) {
  const std::string path(key);
  const json& arr = jin::array(jin::field(obj, key, ""), path);
  if (arr.size() != 2) jin::fail(path, "an array of 2 entries, one per player", arr);
  return static_cast<T>(jin::integer(arr[i], jin::child(path, i), lo, hi));
}

}  // namespace

nlohmann::json VolleyGame::state_to_json(const State& state) const {
  const auto& s = as<VolleyState>(state);
  json reactions = json::array();
  for (const Reaction& r : s.reactions) {
    reactions.push_back({{"card", cards_.name(r.card)}, {"target", cards_.name(r.target)}});
  }
  json deck = json::array();  // bottom to top
  for (CardId c : s.deck_order) deck.push_back(cards_.name(c));
  json dice = json::array();
  for (std::size_t i = 0; i < s.chance.forced_pending(); ++i) dice.push_back(s.chance.forced_at(i));
  return json{
      {"phase", kPhaseNames[static_cast<std::size_t>(s.phase)]},
      {"active", s.active},
      {"first_player", s.first_player},
      {"turn", s.turn},
      {"troops", json::array({s.troops[0], s.troops[1]})},
      {"hands", json::array({names(cards_, s.hand[0]), names(cards_, s.hand[1])})},
      {"hand_sizes", json::array({s.hand_size[0], s.hand_size[1]})},
      {"deck", deck},
      {"deck_size", s.deck_size},
      {"discard", names(cards_, s.discard)},
      {"meld", names(cards_, s.meld)},
      {"reactions", reactions},
      {"unknown", names(cards_, s.unknown)},
      {"winner", s.winner},
      {"end_reason", kEndNames[static_cast<std::size_t>(s.end)]},
      {"rng", s.chance.rng.words()},
      {"forced_dice", dice},
  };
}

std::unique_ptr<State> VolleyGame::state_from_json(const nlohmann::json& j) const {
  jin::object(j, "");
  auto s = std::make_unique<VolleyState>();
  s->phase = static_cast<Phase>(jin::one_of(jin::field(j, "phase", ""), "phase", kPhaseNames));
  s->active = static_cast<std::uint8_t>(jin::integer(jin::field(j, "active", ""), "active", 0, 1));
  s->first_player = static_cast<std::uint8_t>(
      jin::integer(jin::field(j, "first_player", ""), "first_player", 0, 1));
  s->turn = static_cast<std::int32_t>(jin::integer(jin::field(j, "turn", ""), "turn", 1, 1 << 30));
  {
    const json& hands = jin::array(jin::field(j, "hands", ""), "hands");
    if (hands.size() != 2) jin::fail("hands", "an array of 2 card lists, one per player", hands);
  }
  for (std::size_t p = 0; p < 2; ++p) {
    s->troops[p] = read_pair_int<std::int16_t>(j, "troops", 0, 30000, p);
    s->hand_size[p] = read_pair_int<std::uint8_t>(j, "hand_sizes", 0, kHandSize, p);
    s->hand[p] = read_list(cards_, jin::field(j, "hands", "")[p], jin::child("hands", p));
  }
  {
    const json& deck = jin::array(jin::field(j, "deck", ""), "deck");
    for (std::size_t i = 0; i < deck.size(); ++i) {
      const std::string at = jin::child("deck", i);
      const int c = read_card(cards_, deck[i], at);
      if ((s->deck & bit(c)) != 0) jin::fail(at, "each card once", deck[i]);
      s->deck |= bit(c);
      s->deck_order.push_back(static_cast<CardId>(c));
    }
  }
  s->deck_size = static_cast<std::uint8_t>(
      jin::integer(jin::field(j, "deck_size", ""), "deck_size", 0, kMaxCards));
  s->discard = read_cards(cards_, j, "discard");
  s->meld = read_cards(cards_, j, "meld");
  s->unknown = read_cards(cards_, j, "unknown");
  const json& reactions = jin::array(jin::field(j, "reactions", ""), "reactions");
  if (reactions.size() > kMaxReactions) {
    jin::fail("reactions", fmt::format("at most {} reactions", kMaxReactions), reactions);
  }
  for (std::size_t i = 0; i < reactions.size(); ++i) {
    const std::string at = jin::child("reactions", i);
    const int card =
        read_card(cards_, jin::field(reactions[i], "card", at), jin::child(at, "card"));
    const int target =
        read_card(cards_, jin::field(reactions[i], "target", at), jin::child(at, "target"));
    s->reactions.push_back(Reaction{static_cast<CardId>(card), static_cast<CardId>(target)});
  }
  s->winner = static_cast<std::int8_t>(jin::integer(jin::field(j, "winner", ""), "winner", -1, 1));
  s->end =
      static_cast<EndReason>(jin::one_of(jin::field(j, "end_reason", ""), "end_reason", kEndNames));
  s->chance.rng.set_words(jin::rng_words(jin::field(j, "rng", ""), "rng"));
  const json& dice = jin::array(jin::field(j, "forced_dice", ""), "forced_dice");
  if (dice.size() > Chance::kMaxForced) {
    jin::fail("forced_dice", fmt::format("at most {} forced dice", Chance::kMaxForced), dice);
  }
  for (std::size_t i = 0; i < dice.size(); ++i) {
    s->chance.force(static_cast<int>(jin::integer(dice[i], jin::child("forced_dice", i), 1, 255)));
  }
  check_loaded(*s);
  return s;
}

}  // namespace bivouac::volley
