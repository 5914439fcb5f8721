#include "games/gt/position.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/match.h"
#include "core/registry.h"
#include "games/gt/card_ids.h"

namespace bivouac::gt::testing {

std::shared_ptr<const GtGame> make(const std::string& spec) {
  return std::dynamic_pointer_cast<const GtGame>(make_game(spec));
}

std::uint8_t battle_id(const GtGame& g, const std::string& name) {
  const int i = g.cards().battle_index(name);
  if (i < 0) throw std::invalid_argument("no battle card " + name);
  return static_cast<std::uint8_t>(i);
}
std::uint8_t unit_id(const GtGame& g, const std::string& name) {
  const int i = g.cards().unit_index(name);
  if (i < 0) throw std::invalid_argument("no unit " + name);
  return static_cast<std::uint8_t>(i);
}

Position::Position(std::shared_ptr<const GtGame> game, std::uint64_t seed)
    : game_(std::move(game)), state_(game_->empty_state(seed)) {}

namespace {
std::uint8_t take(Zone<kMaxBattleCards>& deck, std::uint8_t t) {
  if (!deck.erase_value(t)) throw std::invalid_argument("card not in the Battle deck");
  return t;
}
}  // namespace

int Position::unit(int player, const std::string& name, int dm, const std::string& leader,
                   const std::string& terrain) {
  const std::uint8_t t = unit_id(*game_, name);
  if (!state_->army.erase_value(t))
    throw std::invalid_argument("unit not in the Army deck: " + name);
  // Entering play gives the unit the next id and its player's next number, as in a game
  // (state.h).
  Unit u{t,
         static_cast<std::uint8_t>(dm),
         kNone,
         kNone,
         state_->next_unit_id++,
         ++state_->units_entered[static_cast<std::size_t>(player)],
         0,
         0};
  // Cards leaving the deck get their labels as in a game (card_ids.h).
  if (!leader.empty()) {
    u.leader = take(state_->deck, battle_id(*game_, leader));
    u.leader_id = next_label(*state_);
  }
  if (!terrain.empty()) {
    u.terrain = take(state_->deck, battle_id(*game_, terrain));
    u.terrain_id = next_label(*state_);
  }
  auto& army = state_->units[static_cast<std::size_t>(player)];
  army.push_back(u);
  return static_cast<int>(army.size()) - 1;
}

void Position::hand(int player, const std::vector<std::string>& cards) {
  for (const auto& c : cards) {
    const std::uint8_t t = take(state_->deck, battle_id(*game_, c));
    state_->hand[static_cast<std::size_t>(player)].push_back(t);
    state_->known[static_cast<std::size_t>(player)].push_back(0);
    state_->hand_ids[static_cast<std::size_t>(player)].push_back(next_label(*state_));
  }
}

void Position::to_discard(const std::string& card) {
  state_->discard.push_back(take(state_->deck, battle_id(*game_, card)));
  state_->discard_ids.push_back(next_label(*state_));
}

void Position::start(int player, bool draw, bool answer) {
  auto& s = *state_;
  if (draw) {
    game_->begin_turn(s, player, &log);
  } else {
    s.active = s.decider = static_cast<std::uint8_t>(player);
    s.step = Step::kReserve;
    if (s.turn == 0) s.turn = 1;  // a turn has begun (docs/formats.md)
    s.attack = AttackContext{};
  }
  game_->settle(s, &log);
  if (answer) answer_bare_questions();
}

namespace {
bool is_pass(const std::string& t) {
  return t == "done" || t.rfind("no ", 0) == 0 || t.rfind("end ", 0) == 0;
}
}  // namespace

void Position::answer_bare_questions() {
  for (int guard = 0; guard < 64 && !game_->is_terminal(*state_); ++guard) {
    const auto texts = legal_texts();
    if (texts.size() != 1 || !is_pass(texts[0])) return;
    game_->apply_action(*state_, parse_action(*game_, *state_, texts[0]), &log);
  }
}

std::vector<std::string> Position::legal_texts() const {
  return bivouac::legal_action_texts(*game_, *state_);
}

bool Position::legal(const std::string& text) const {
  for (const auto& t : legal_texts()) {
    if (t == text) return true;
  }
  return false;
}

void Position::play(const std::string& text) {
  // A step is now asked whenever the decider holds cards (rulings "steps that pass by
  // themselves"); a test naming a later action answers the earlier questions with "done" first.
  for (int guard = 0; guard < 8 && !legal(text); ++guard) {
    const auto texts = legal_texts();
    const auto done = std::find_if(texts.begin(), texts.end(), is_pass);
    if (done == texts.end() || *done == text) break;
    game_->apply_action(*state_, parse_action(*game_, *state_, *done), &log);
  }
  if (!legal(text)) {
    std::string all;
    for (const auto& t : legal_texts()) all += "\n  " + t;
    ADD_FAILURE() << "not legal: \"" << text << "\"; legal:" << all;
    throw std::runtime_error("illegal action in test: " + text);
  }
  game_->apply_action(*state_, parse_action(*game_, *state_, text), &log);
  game_->check_invariants(*state_);
  answer_bare_questions();
}

}  // namespace bivouac::gt::testing
