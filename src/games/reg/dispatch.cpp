#include <fmt/format.h>

#include <charconv>
#include <limits>
#include <map>

#include "core/errors.h"
#include "core/resources.h"
#include "games/reg/calcs.h"
#include "games/reg/refusal.h"
#include "games/reg/session.h"
#include "games/reg/tables.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {

using Calc = nlohmann::json (*)(Session&, const Args&);

const std::map<std::string, Calc>& calcs() {
  static const std::map<std::string, Calc> m = {
      {"cost", calc::cost},           {"move", calc::move},       {"evade", calc::evade},
      {"claims", calc::claims},       {"roll", calc::roll},       {"shoot", calc::shoot},
      {"odds", calc::odds},           {"kab", calc::kab},         {"turn", calc::turn},
      {"table", calc::table},         {"faces", calc::faces},     {"deck", calc::deck},
      {"general", calc::general},     {"deal", calc::deal},       {"discard", calc::discard},
      {"reshuffle", calc::reshuffle}, {"gift", calc::gift},       {"play", calc::play},
      {"upgrade", calc::upgrade},     {"replace", calc::replace}, {"hands", calc::hands},
      {"army", calc::army},           {"unit", calc::unit},       {"charge", calc::charge},
      {"charged", calc::charged},     {"session", calc::session},
  };
  return m;
}

nlohmann::json options_calc(Session& s, const Args& a) {
  if (a.has("name"))
    s.options.set(a.required_text("name", "an option name"), a.required_text("value", "a value"));
  a.reject_unknown();
  return {{"general_wound", general_wound_key(s.options.general_wound)},
          {"s_in_combat", s_in_combat_key(s.options.s_in_combat)},
          {"evade_superior_bonus", s.options.evade_superior_bonus},
          {"text", s.options.describe()}};
}

nlohmann::json log_calc(Session& s, const Args& a) {
  a.reject_unknown();
  std::string text = s.roll_log.empty() ? "no rolls yet" : join(s.roll_log, "\n");
  return {{"log", s.roll_log}, {"text", text}};
}

}  // namespace

Session::Session(std::uint64_t seed_value) : rng(seed_value), seed(seed_value) {}

CommandState& Session::cards() {
  if (!command) command = CommandState::fresh(deck, seed ^ 0x5eed5eedULL);
  return *command;
}

void Session::require_files(std::string_view what) const {
  if (!files) {
    throw FormatError(fmt::format(
        "{}: this server opens no files for a request (they would be files on its machine); "
        "send the data in the request instead",
        what));
  }
}

void Session::log_roll(const std::string& line) {
  roll_log.push_back(fmt::format("#{} {} [faces: {}]", roll_log.size() + 1, line, faces.label()));
}

std::uint64_t parse_seed(const std::string& word) {
  std::uint64_t value = 0;
  const char* end = word.data() + word.size();
  const auto [ptr, ec] = std::from_chars(word.data(), end, value);
  if (word.empty() || ec != std::errc() || ptr != end) {
    throw FormatError(fmt::format("seed: expected a whole number from 0 to {}, got \"{}\"",
                                  std::numeric_limits<std::uint64_t>::max(), word));
  }
  return value;
}

const std::vector<std::string>& calc_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const auto& [k, v] : calcs()) n.push_back(k);
    n.push_back("options");
    n.push_back("log");
    return n;
  }();
  return names;
}

nlohmann::json dispatch(Session& session, const nlohmann::json& request) {
  // A failed or refused request changes nothing: work on the session, restore it on failure.
  const Session before = session;
  try {
    nlohmann::json reply = dispatch_unchecked(session, request);
    if (!reply.contains("allowed")) reply["allowed"] = true;
    return reply;
  } catch (const RuleRefusal& r) {
    session = before;
    return {{"allowed", false},
            {"refusal", r.reason},
            {"line", r.line},
            {"text", "not allowed: " + std::string(r.what())}};
  } catch (...) {
    session = before;
    throw;
  }
}

nlohmann::json dispatch_unchecked(Session& session, const nlohmann::json& request) {
  if (!request.is_object()) throw FormatError("request: expected a JSON object");
  nlohmann::json fields = request;
  fields.erase("cmd");
  fields.erase("id");  // the engine protocol echoes a request id back; it is not ours to read
  const Args common(request, "");
  const std::string name = common.required_text("calc", choice_list(calc_names()));
  fields.erase("calc");
  // Settings a request may carry for itself (the terminal sets them with their own commands).
  if (request.contains("seed")) {
    const std::uint64_t seed =
        request["seed"].is_number_unsigned()
            ? request["seed"].get<std::uint64_t>()
            : parse_seed(request["seed"].is_string() ? request["seed"].get<std::string>()
                                                     : request["seed"].dump());
    session.rng.reseed(seed);
    session.seed = seed;
    fields.erase("seed");
  }
  if (request.contains("faces_file")) {
    session.require_files("faces_file");
    const std::string path = common.text("faces_file", "");
    session.faces = FaceSet::load(load_text("", path), path);
    fields.erase("faces_file");
  }
  if (request.contains("face_counts")) {
    session.faces = FaceSet::from_json(request["face_counts"], "face_counts");
    fields.erase("face_counts");
  }
  if (request.contains("deck_file")) {
    session.require_files("deck_file");
    const std::string path = common.text("deck_file", "");
    session.deck = DeckCounts::load(load_text("", path), path);
    fields.erase("deck_file");
  }
  if (request.contains("options")) {
    const auto& opts = request["options"];
    if (!opts.is_object())
      throw FormatError("options: expected an object of option names and values");
    for (auto it = opts.begin(); it != opts.end(); ++it) {
      session.options.set(it.key(), it->is_string() ? it->get<std::string>() : it->dump());
    }
    fields.erase("options");
  }
  if (request.contains("position")) {
    session.turn = TurnTracker::from_json(request["position"], Tables::get().turn);
    fields.erase("position");
  }
  if (request.contains("state")) {
    session.command = CommandState::from_json(request["state"], Tables::get().generals);
    fields.erase("state");
  }
  const Args args(fields, "");
  if (name == "options") return options_calc(session, args);
  if (name == "log") return log_calc(session, args);
  const auto it = calcs().find(lower(name));
  if (it == calcs().end()) {
    throw FormatError(
        fmt::format("calc: expected one of {}, got \"{}\"", join(calc_names(), ", "), name));
  }
  return it->second(session, args);
}

}  // namespace bivouac::reg
