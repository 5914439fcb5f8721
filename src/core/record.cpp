#include "core/record.h"

#include "core/json_util.h"

namespace bivouac {

using nlohmann::json;

json GameRecord::to_json() const {
  json entries_json = json::array();
  for (const RecordEntry& e : entries) {
    switch (e.kind) {
      case RecordEntry::Kind::kAction:
        entries_json.push_back(e.action);
        break;
      case RecordEntry::Kind::kForceDice:
        entries_json.push_back({{"force_dice", e.dice}});
        break;
      case RecordEntry::Kind::kForceDraws:
        entries_json.push_back({{"force_draws", {{"deck", e.deck}, {"cards", e.cards}}}});
        break;
    }
  }
  json j = {{"format", "bivouac-record"},
            {"version", kRecordVersion},
            {"game", game},
            {"seed", seed},
            {"actions", entries_json}};
  if (start) j["start"] = *start;
  if (!opening.empty()) {
    json o = json::array();
    for (const auto& d : opening) o.push_back({{"deck", d.deck}, {"cards", d.cards}});
    j["opening"] = o;
  }
  if (!seats.empty()) j["seats"] = seats;
  if (!result.is_null()) j["result"] = result;
  return j;
}

std::vector<ForcedDraws> forced_draws_from_json(const json& j, const std::string& path) {
  namespace in = json_in;
  std::vector<ForcedDraws> out;
  for (std::size_t i = 0; i < in::array(j, path).size(); ++i) {
    const std::string where = in::child(path, i);
    in::object(j[i], where);
    ForcedDraws d;
    if (in::has(j[i], "deck")) d.deck = in::string(j[i]["deck"], in::child(where, "deck"));
    const std::string cards_path = in::child(where, "cards");
    const json& cards = in::array(in::field(j[i], "cards", where), cards_path);
    for (std::size_t k = 0; k < cards.size(); ++k)
      d.cards.push_back(in::string(cards[k], in::child(cards_path, k)));
    out.push_back(std::move(d));
  }
  return out;
}

GameRecord GameRecord::from_json(const json& j) {
  namespace in = json_in;
  in::object(j, "record");
  if (in::string(in::field(j, "format", "record"), "record.format") != "bivouac-record") {
    in::fail("record.format", "\"bivouac-record\"", j["format"]);
  }
  in::integer(in::field(j, "version", "record"), "record.version", kRecordVersion, kRecordVersion);
  GameRecord r;
  r.game = in::string(in::field(j, "game", "record"), "record.game");
  r.seed = in::unsigned_integer(in::field(j, "seed", "record"), "record.seed");
  if (in::has(j, "start")) r.start = in::object(j["start"], "record.start");
  if (in::has(j, "opening")) r.opening = forced_draws_from_json(j["opening"], "record.opening");
  const json& actions = in::array(in::field(j, "actions", "record"), "record.actions");
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const std::string path = in::child("record.actions", i);
    const json& a = actions[i];
    RecordEntry e;
    if (a.is_string()) {
      e.action = a.get<std::string>();
    } else if (in::has(a, "force_dice")) {
      e.kind = RecordEntry::Kind::kForceDice;
      const json& dice = in::array(a["force_dice"], in::child(path, "force_dice"));
      for (std::size_t k = 0; k < dice.size(); ++k) {
        e.dice.push_back(static_cast<int>(
            in::integer(dice[k], in::child(in::child(path, "force_dice"), k), 1, 255)));
      }
    } else if (in::has(a, "force_draws")) {
      e.kind = RecordEntry::Kind::kForceDraws;
      const json& fd = in::object(a["force_draws"], in::child(path, "force_draws"));
      e.deck = in::has(fd, "deck") ? in::string(fd["deck"], path + ".force_draws.deck") : "";
      const json& cards = in::array(in::field(fd, "cards", path), path + ".force_draws.cards");
      for (std::size_t k = 0; k < cards.size(); ++k) {
        e.cards.push_back(in::string(cards[k], in::child(path + ".force_draws.cards", k)));
      }
    } else {
      in::fail(path, "an action text, {\"force_dice\":[...]} or {\"force_draws\":{...}}", a);
    }
    r.entries.push_back(std::move(e));
  }
  if (in::has(j, "seats")) {
    const json& seats = in::array(j["seats"], "record.seats");
    for (std::size_t k = 0; k < seats.size(); ++k) {
      r.seats.push_back(in::string(seats[k], in::child("record.seats", k)));
      if (r.seats.back().empty())
        in::fail(in::child("record.seats", k), "\"human\" or a bot spec", seats[k]);
    }
  }
  if (in::has(j, "result")) r.result = j["result"];
  return r;
}

}  // namespace bivouac
