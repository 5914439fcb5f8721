// Card ids as the seat view shows them, over random games of every registered game, for every
// seat and a spectator (docs/network.md, "Card ids"): ids are unique in each view, a card keeps
// its id and name in every later view where it is visible, and an event's data names by id
// (`ids`) only cards the viewer sees in his views.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "core/registry.h"
#include "core/seat_view.h"
#include "support/game_variants.h"
#include "support/random_play.h"

namespace bivouac {
namespace {

// The cards a card, zone or board carries as facts (docs/network.md, "Card ids"): a fact `X_id` is
// the id of the card the fact `X` names (GT's Leader and Terrain on a unit, Ready Aim Fire's
// general and terrain on a stack and Army Commanders).
void cards_in_facts(const nlohmann::json& facts, const std::string& where,
                    std::map<std::int64_t, std::string>& out, std::string& duplicate) {
  if (!facts.is_object()) return;
  for (auto it = facts.begin(); it != facts.end(); ++it) {
    const std::string& key = it.key();
    const auto& value = it.value();
    if (key.size() < 4 || key.compare(key.size() - 3, 3, "_id") != 0) continue;
    const std::string named = key.substr(0, key.size() - 3);
    if (!value.is_number_integer() || !facts.contains(named) || !facts[named].is_string()) {
      duplicate = "fact " + key + " of " + where + " names no card (" + facts.dump() + ")";
      continue;
    }
    if (!out.emplace(value.get<std::int64_t>(), facts[named].get<std::string>()).second)
      duplicate = "id " + value.dump() + " twice (" + key + " in " + where + ")";
  }
}

// id -> name of every known card in a view's board.
std::map<std::int64_t, std::string> cards_of(const nlohmann::json& view, std::string& duplicate) {
  std::map<std::int64_t, std::string> out;
  if (view["board"].contains("facts"))
    cards_in_facts(view["board"]["facts"], "board", out, duplicate);
  for (const auto& zone : view["board"]["zones"]) {
    const std::string where = zone["id"].get<std::string>();
    if (zone.contains("facts")) cards_in_facts(zone["facts"], where, out, duplicate);
    for (const auto& card : zone["cards"]) {
      if (card.contains("facts")) cards_in_facts(card["facts"], where, out, duplicate);
      if (!card.contains("id")) continue;  // a back
      const auto id = card["id"].get<std::int64_t>();
      if (!out.emplace(id, card["name"].get<std::string>()).second)
        duplicate = "id " + std::to_string(id) + " twice (" + where + ")";
    }
  }
  return out;
}

class CardIdTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override { game_ = make_game(GetParam()); }
  GamePtr game_;
};

TEST_P(CardIdTest, IdsAreUniqueInAViewAndKeepTheirCardInEveryLaterView) {
  const int games = testing::property_games(10);
  const int seats = game_->num_players();
  // Events naming cards by id, over every game and viewer: a game that names none is not tested.
  long events_with_ids = 0;
  for (int g = 0; g < games; ++g) {
    const auto seed = derive_seed(31, static_cast<std::uint64_t>(g));
    auto s = game_->new_initial_state(seed);
    Rng rng(seed ^ 0x5eedULL);
    // Per viewer (seats, then the spectator): every id he has seen, with its card's name.
    std::vector<std::map<std::int64_t, std::string>> known(static_cast<std::size_t>(seats) + 1);
    // Every id any viewer has seen, with its card's name: an id names one card in every view, so
    // two viewers (a seat and a spectator, two seats) never read one id as two cards.
    std::map<std::int64_t, std::string> everyone;
    const auto viewer_of = [&](std::size_t v) {
      return v < static_cast<std::size_t>(seats) ? static_cast<int>(v) : kSpectatorViewer;
    };
    const auto look = [&](int step, const EventLog* log, std::size_t last_shuffle) {
      for (std::size_t v = 0; v < known.size(); ++v) {
        const int viewer = viewer_of(v);
        const auto view =
            build_seat_view(*game_, *s, viewer, SeatViewContext{static_cast<std::uint64_t>(step)});
        std::string duplicate;
        const auto now = cards_of(view, duplicate);
        ASSERT_TRUE(duplicate.empty()) << GetParam() << " game " << g << " step " << step
                                       << " viewer " << viewer << ": " << duplicate;
        for (const auto& [id, name] : now) {
          const auto it = known[v].emplace(id, name).first;
          ASSERT_EQ(it->second, name)
              << GetParam() << " game " << g << " step " << step << " viewer " << viewer << ": id "
              << id << " was " << it->second << ", now " << name;
          const auto all = everyone.emplace(id, name).first;
          ASSERT_EQ(all->second, name)
              << GetParam() << " game " << g << " step " << step << " viewer " << viewer << ": id "
              << id << " is " << name << " to him, " << all->second << " to another viewer";
        }
        if (log == nullptr) continue;
        // Every id an event names is one of a card this viewer sees now or saw before (a card
        // shuffled back into the deck in the same action leaves his sight under its old id), and
        // names the card the event is about: its name (as his board shows it now, or last
        // showed it) is in the event's text or data. Checked on the event as sent to him.
        for (std::size_t i = 0; i < log->events().size(); ++i) {
          const Event& e = log->events()[i];
          if (!viewer_sees(e, viewer)) continue;
          // A card this event names went face up and then back into a deck with a shuffle
          // later in the same action: he saw it in the event, never on a board.
          const bool reshuffled = i < last_shuffle;
          const auto j = seat_event_json(e, 0, viewer);
          if (!j["data"].is_object() || !j["data"].contains("ids")) continue;
          ++events_with_ids;
          const std::string said = j["text"].get<std::string>() + " " + j["data"].dump();
          for (const auto& id : j["data"]["ids"]) {
            ASSERT_TRUE(id.is_number_integer()) << GetParam() << ": event " << j.dump();
            const auto n = id.get<std::int64_t>();
            const auto shown = now.find(n);
            const auto seen = known[v].find(n);
            EXPECT_TRUE(seen != known[v].end() || reshuffled)
                << GetParam() << " game " << g << " step " << step << " viewer " << viewer
                << ": event " << j.dump() << " names id " << id << ", a card he never saw";
            if (seen == known[v].end()) continue;
            const std::string& name = shown != now.end() ? shown->second : seen->second;
            EXPECT_NE(said.find(name), std::string::npos)
                << GetParam() << " game " << g << " step " << step << " viewer " << viewer
                << ": event " << j.dump() << " names id " << id << ", which his board shows as "
                << name << ", a card the event does not speak of";
          }
        }
      }
    };
    look(0, nullptr, 0);
    for (int step = 1; !game_->is_terminal(*s); ++step) {
      ASSERT_LT(step, 200000);
      EventLog log;
      game_->apply_action(*s, testing::random_action(*game_, *s, rng), &log);
      // The index of the last shuffle of a pile back into a deck (0: none).
      std::size_t last_shuffle = 0;
      for (std::size_t i = 0; i < log.events().size(); ++i) {
        const auto& kind = log.events()[i].kind;
        if (kind == "reshuffle" || kind == "shuffle") last_shuffle = i;
      }
      look(step, &log, last_shuffle);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
  EXPECT_GT(events_with_ids, 0) << GetParam() << ": no event names a card by id";
}

INSTANTIATE_TEST_SUITE_P(AllGames, CardIdTest,
                         ::testing::ValuesIn(testing::registered_game_variants()),
                         testing::variant_test_name);

}  // namespace
}  // namespace bivouac
