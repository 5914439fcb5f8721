// Casualty and Charge phases (L78-90): the defender discards infantry whose Force total is at
// least the attacker's, choosing a set from which no card could be left out; if all his infantry
// falls short, he loses it all and the difference in Morale.
#include <fmt/format.h>

#include <optional>

#include "games/muskets/card_ids.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

namespace {

// A bitset of reachable sums, sized to the sums that matter.
class Sums {
 public:
  explicit Sums(int max_sum) : words_(static_cast<std::size_t>(max_sum / 64 + 1)) { bits_[0] = 1; }
  void add(int value) {
    const int shift_words = value / 64;
    const int shift_bits = value % 64;
    for (int w = static_cast<int>(words_) - 1; w >= 0; --w) {
      std::uint64_t v = 0;
      const int src = w - shift_words;
      if (src >= 0) {
        v = bits_[static_cast<std::size_t>(src)] << shift_bits;
        if (shift_bits != 0 && src >= 1)
          v |= bits_[static_cast<std::size_t>(src - 1)] >> (64 - shift_bits);
      }
      bits_[static_cast<std::size_t>(w)] |= v;
    }
  }
  [[nodiscard]] bool any_in(int lo, int hi) const {
    for (int v = std::max(lo, 0); v <= hi; ++v) {
      if ((bits_[static_cast<std::size_t>(v / 64)] >> (v % 64)) & 1u) return true;
    }
    return false;
  }

 private:
  std::array<std::uint64_t, 64> bits_{};
  std::size_t words_;
};

// Is there a set S with chosen ⊆ S ⊆ chosen + rest, Force(S) >= F, and no card of S removable
// (Force(S) - min(S) < F)? Tried for each possible minimum card of S.
bool minimal_completion_exists(const CardTable& cards, const Counts& chosen, const Counts& rest,
                               int force) {
  int chosen_sum = 0;
  int chosen_min = 1 << 20;
  for (int t : cards.infantry()) {
    if (chosen[static_cast<std::size_t>(t)] > 0) {
      chosen_sum += chosen[static_cast<std::size_t>(t)] * cards[t].force;
      chosen_min = std::min(chosen_min, cards[t].force);
    }
  }
  for (int tm : cards.infantry()) {
    const int m = cards[tm].force;
    if (m > chosen_min) continue;
    int base = chosen_sum;
    Counts pool = rest;
    if (chosen_min != m) {  // S needs a card of Force m from the rest
      if (pool[static_cast<std::size_t>(tm)] == 0) continue;
      --pool[static_cast<std::size_t>(tm)];
      base += m;
    }
    const int hi = force + m - 1;
    if (base > hi) continue;
    Sums sums(hi - base);
    for (int t : cards.infantry()) {
      if (cards[t].force < m) continue;
      for (int k = 0; k < pool[static_cast<std::size_t>(t)]; ++k) sums.add(cards[t].force);
    }
    if (sums.any_in(force - base, hi - base)) return true;
  }
  return false;
}

}  // namespace

int MusketsGame::force_of(const Counts& line) const {
  int f = 0;
  for (int t : cards_.infantry()) f += line[static_cast<std::size_t>(t)] * cards_[t].force;
  return f;
}

bool MusketsGame::may_lose(const MusketsState& s, int type) const {
  const auto& line = s.line[static_cast<std::size_t>(1 - s.active)];
  const auto t = static_cast<std::size_t>(type);
  if (!cards_.is_infantry(type) || line[t] <= s.losing[t]) return false;
  Counts chosen = s.losing;
  ++chosen[t];
  Counts rest{};
  for (int i : cards_.infantry()) {
    rest[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
        line[static_cast<std::size_t>(i)] - chosen[static_cast<std::size_t>(i)]);
  }
  return minimal_completion_exists(cards_, chosen, rest, s.casualty_force);
}

void MusketsGame::begin_casualties(MusketsState& s, bool from_charge, EventLog* log) const {
  const int attacker = s.active;
  const int defender = 1 - attacker;
  const int force = force_of(s.line[static_cast<std::size_t>(attacker)]);  // L81
  auto& enemy = s.line[static_cast<std::size_t>(defender)];
  const int enemy_force = force_of(enemy);
  s.charge_pending = from_charge ? 1 : 0;
  s.casualty_force = static_cast<std::int16_t>(force);
  s.losing = {};
  if (log) {
    log->emit("attack", attacker,
              fmt::format(
                  "{} {} with Force {} against infantry of Force {}.", player_name(attacker),
                  from_charge ? "charges with the bayonet" : "fires a volley", force, enemy_force),
              {{"force", force}, {"enemy_force", enemy_force}, {"charge", from_charge}});
  }
  if (enemy_force > force) {
    s.step = Step::kCasualties;  // the defender chooses (L82)
    return;
  }
  s.losing = enemy;  // all of it goes (L83-84)
  finish_casualties(s, log);
  if (force > enemy_force && s.step != Step::kGameOver)
    lose_morale(s, defender, force - enemy_force, log);
}

void MusketsGame::finish_casualties(MusketsState& s, EventLog* log) const {
  const int defender = 1 - s.active;
  auto& enemy = s.line[static_cast<std::size_t>(defender)];
  std::string lost;
  std::optional<nlohmann::json> ids;  // only when narrating (nothing to build in bots' playouts)
  if (log) ids.emplace(nlohmann::json::array());
  for (int t : cards_.infantry()) {
    const auto i = static_cast<std::size_t>(t);
    for (int k = 0; k < s.losing[i]; ++k) {
      if (log) lost += (lost.empty() ? "" : ", ") + cards_[t].name;
      const int id = move_card(s, t, line_place(defender), kInDiscard);
      if (ids) ids->push_back(public_id(s, id));
    }
    enemy[i] = static_cast<std::uint8_t>(enemy[i] - s.losing[i]);
    s.discard[i] = static_cast<std::uint8_t>(s.discard[i] + s.losing[i]);
  }
  if (log && !lost.empty()) {
    log->emit("loss", defender, fmt::format("{} loses {}.", player_name(defender), lost),
              {{"ids", *ids}});
  }
  s.losing = {};
  s.casualty_force = 0;
  if (s.charge_pending) {
    // L90: "All of your own charging Infantry are also discarded."
    auto& own = s.line[s.active];
    if (ids) ids->clear();
    nlohmann::json spent = nlohmann::json::array();  // their names, in the order of `ids`
    for (int t : cards_.infantry()) {
      const auto i = static_cast<std::size_t>(t);
      for (int k = 0; k < own[i]; ++k) {
        const int id = move_card(s, t, line_place(s.active), kInDiscard);
        if (ids) ids->push_back(public_id(s, id));
        if (log) spent.push_back(cards_[t].name);
      }
      s.discard[i] = static_cast<std::uint8_t>(s.discard[i] + own[i]);
      own[i] = 0;
    }
    if (log)
      log->emit(
          "loss", s.active,
          fmt::format("{}'s charging infantry is spent and discarded.", player_name(s.active)),
          {{"cards", spent}, {"ids", *ids}});
    s.charge_pending = 0;
    s.step = Step::kRally;
  } else {
    s.step = Step::kCharge;
  }
}

}  // namespace bivouac::muskets
