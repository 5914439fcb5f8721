#include "ai/trick_test_game.h"

#include <array>
#include <stdexcept>

#include "core/registry.h"
#include "core/zone.h"

namespace bivouac::testing {
namespace {

constexpr int kPlayers = 4;
constexpr int kCards = 12;
constexpr int kHand = 3;

struct TrickState : StateImpl<TrickState> {
  std::array<Zone<kHand>, kPlayers> hand{};
  std::array<CardId, kPlayers> played{};  // this trick, by player; kUnknownCard = not yet
  std::array<bool, kCards> gone{};        // played to any trick: public
  std::array<std::uint8_t, 2> tricks{};
  std::uint8_t leader = 0;
  std::uint8_t to_play = 0;
  std::uint8_t in_trick = 0;
  bool operator==(const TrickState&) const = default;
};

class TrickGame final : public Game {
 public:
  using Game::Game;
  int num_players() const override { return kPlayers; }
  int num_sides() const override { return 2; }
  int side_of(int player) const override { return player % 2; }

  std::unique_ptr<State> new_initial_state(std::uint64_t seed) const override {
    auto s = std::make_unique<TrickState>();
    s->chance = Chance(seed);
    std::array<CardId, kCards> deck{};
    for (int c = 0; c < kCards; ++c) deck[static_cast<std::size_t>(c)] = static_cast<CardId>(c);
    s->chance.rng.shuffle(deck.begin(), deck.end());
    for (int i = 0; i < kPlayers * kHand; ++i) {
      s->hand[static_cast<std::size_t>(i % kPlayers)].push_back(deck[static_cast<std::size_t>(i)]);
    }
    s->played.fill(kUnknownCard);
    return s;
  }
  int current_player(const State& st) const override {
    return is_terminal(st) ? kNoPlayer : as<TrickState>(st).to_play;
  }
  void legal_actions(const State& st, ActionList& out) const override {
    out.clear();
    if (is_terminal(st)) return;
    const auto& s = as<TrickState>(st);
    for (CardId c : s.hand[s.to_play]) out.push_back(c);
  }
  void apply_action(State& st, Action a, EventLog*) const override {
    auto& s = as<TrickState>(st);
    auto& hand = s.hand[s.to_play];
    if (!hand.erase_value(static_cast<CardId>(a))) throw std::logic_error("card not in hand");
    s.played[s.to_play] = static_cast<CardId>(a);
    s.gone[a] = true;
    s.to_play = static_cast<std::uint8_t>((s.to_play + 1) % kPlayers);
    if (++s.in_trick < kPlayers) return;
    int best = 0;
    for (int p = 1; p < kPlayers; ++p) {
      if (s.played[static_cast<std::size_t>(p)] > s.played[static_cast<std::size_t>(best)])
        best = p;
    }
    ++s.tricks[static_cast<std::size_t>(best % 2)];
    s.leader = s.to_play = static_cast<std::uint8_t>(best);
    s.in_trick = 0;
    s.played.fill(kUnknownCard);
  }
  bool is_terminal(const State& st) const override {
    const auto& s = as<TrickState>(st);
    return s.tricks[0] + s.tricks[1] == kHand;
  }
  int winning_side(const State& st) const override {
    if (!is_terminal(st)) return -1;
    return as<TrickState>(st).tricks[0] >= 2 ? 0 : 1;
  }
  double returns(const State& st, int player) const override {
    const int w = winning_side(st);
    return w < 0 ? 0 : (w == side_of(player) ? 1.0 : -1.0);
  }
  int turn_number(const State& st) const override {
    const auto& s = as<TrickState>(st);
    return s.tricks[0] + s.tricks[1];
  }
  std::string action_to_string(const State&, Action a) const override {
    return "card " + std::to_string(a);
  }
  std::string render(const State&, int) const override { return "tricks"; }
  std::string phase_help(const State&) const override { return "play a card"; }
  std::string rules_summary() const override { return "highest card takes the trick"; }
  std::string phase_name(const State&) const override { return "trick"; }

  void observe(const State& st, int player, State& out_state) const override {
    auto& out = as<TrickState>(out_state);
    out = as<TrickState>(st);
    out.chance = Chance{};
    for (int p = 0; p < kPlayers; ++p) {
      if (p == player) continue;
      for (auto& c : out.hand[static_cast<std::size_t>(p)]) c = kUnknownCard;
    }
  }
  void determinize(const State& obs, int player, Rng& rng, State& out_state) const override {
    auto& out = as<TrickState>(out_state);
    out = as<TrickState>(obs);
    // The other hands hold exactly the cards neither in ours nor played.
    UnknownPool<kCards> pool;
    std::array<bool, kCards> located = out.gone;
    for (CardId c : out.hand[static_cast<std::size_t>(player)]) located[c] = true;
    for (int c = 0; c < kCards; ++c) {
      if (!located[static_cast<std::size_t>(c)]) pool.add(static_cast<CardId>(c));
    }
    pool.shuffle(rng);
    for (int p = 0; p < kPlayers; ++p) pool.fill(out.hand[static_cast<std::size_t>(p)]);
    out.chance = Chance(rng.next());
  }

  nlohmann::json state_to_json(const State&) const override { return nlohmann::json::object(); }
  std::unique_ptr<State> state_from_json(const nlohmann::json&) const override {
    throw std::logic_error("test game has no JSON");
  }
  void check_invariants(const State&) const override {}
};

GameInfo trick_info() {
  GameInfo info;
  info.id = kTrickGameId;
  info.title = "Test Tricks";
  info.summary = "a four-player partnership trick game used by the AI tests";
  info.min_players = info.max_players = kPlayers;
  return info;
}

const GameRegistrar kTrickRegistrar{define_game<TrickGame>(trick_info())};

}  // namespace
}  // namespace bivouac::testing
