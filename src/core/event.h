#pragma once
// Structured events emitted while applying an action. They drive the narrated log, replays and
// the protocol. Each event says who may see it, so a private draw never leaks to the opponent.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace bivouac {

inline constexpr std::uint32_t kEveryone = 0xFFFFFFFFu;
[[nodiscard]] constexpr std::uint32_t only(int player) {
  return 1u << player;
}
// Bit 31 stands for the viewers without a seat (spectators), so no seat may use it: an audience
// "everyone but P1" (kEveryone & ~only(0)) includes them, a private one (only(0)) does not.
inline constexpr int kMaxSeats = 31;
inline constexpr std::uint32_t kOnlookers = 1u << kMaxSeats;
// An event told to everyone but some players, who are told a fuller version of the same thing
// ("Player 1 draws 2 cards" beside "Player 1 draws Guard, Cannon"). Spectators see it; the
// all-seeing viewer sees the fuller versions instead, so the log does not tell it twice.
[[nodiscard]] constexpr bool is_public_version(std::uint32_t audience) {
  return audience != kEveryone && (audience & kOnlookers) != 0;
}

struct Event {
  std::string kind;  // draw, play, roll, loss, morale, reveal, phase, turn, result, info ...
  int player = -1;   // who acted or is affected; -1 for none
  std::uint32_t audience = kEveryone;
  std::string text;  // one line of narration
  nlohmann::json data = nlohmann::json::object();

  [[nodiscard]] bool visible_to(int viewer) const {
    return viewer < 0 || (audience >> viewer) & 1u;
  }
};

// One modifier applied to a roll, named by its source so the player sees why.
struct Modifier {
  std::string source;
  int value = 0;
};

// A die roll with every modifier, the total, and what it meant.
struct RollReport {
  std::string label;  // e.g. "attack roll", "morale check"
  int player = -1;
  std::vector<int> dice;
  std::vector<Modifier> modifiers;
  int total = 0;
  std::string outcome;  // e.g. "passes (needs 8 or less)"
  // The cards the roll is about (a general re-rolling, the one rolling for his life), each by the
  // id and name every viewer of the event may know it by; empty for most rolls.
  struct Card {
    int id = 0;
    std::string name;
  };
  std::vector<Card> cards = {};
};

class EventLog {
 public:
  void emit(Event e) { events_.push_back(std::move(e)); }
  void emit(std::string kind, int player, std::string text,
            nlohmann::json data = nlohmann::json::object(), std::uint32_t audience = kEveryone) {
    events_.push_back(Event{std::move(kind), player, audience, std::move(text), std::move(data)});
  }
  void roll(const RollReport& r, std::uint32_t audience = kEveryone);

  [[nodiscard]] const std::vector<Event>& events() const { return events_; }
  [[nodiscard]] std::size_t size() const { return events_.size(); }
  void clear() { events_.clear(); }

 private:
  std::vector<Event> events_;
};

[[nodiscard]] std::string describe_roll(const RollReport& r);
[[nodiscard]] nlohmann::json event_to_json(const Event& e);

}  // namespace bivouac
