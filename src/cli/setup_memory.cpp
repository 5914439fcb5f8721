#include "cli/setup_memory.h"

#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>

#include "cli/record_file.h"
#include "core/errors.h"
#include "core/safe_json.h"

namespace bivouac::cli {

namespace {

constexpr const char* kFormat = "bivouac-setups";

nlohmann::json read_memory(const std::string& path) {
  if (!std::filesystem::exists(path))
    return {{"format", kFormat}, {"setups", nlohmann::json::object()}};
  nlohmann::json j = read_json_file(path);
  if (!j.is_object() || j.value("format", "") != kFormat || !j.contains("setups") ||
      !j["setups"].is_object()) {
    throw FormatError(
        fmt::format("{}: not a file of remembered deployments (expected an object "
                    "with \"format\": \"{}\" and \"setups\")",
                    path, kFormat));
  }
  return j;
}

Formation formation_from_json(const nlohmann::json& j) {
  if (!j.is_array()) throw FormatError("a remembered deployment must be an array of units");
  Formation out;
  for (const auto& unit : j) {
    if (!unit.is_array()) throw FormatError("each unit must be an array of action texts");
    auto& texts = out.emplace_back();
    for (const auto& t : unit) {
      if (!t.is_string()) throw FormatError("each action in a unit must be a text");
      texts.push_back(t.get<std::string>());
    }
  }
  return out;
}

}  // namespace

std::string default_setup_memory_path() {
  if (const char* state = std::getenv("XDG_STATE_HOME"); state && *state)
    return (std::filesystem::path(state) / "bivouac" / "setups.json").string();
  if (const char* home = std::getenv("HOME"); home && *home)
    return (std::filesystem::path(home) / ".local" / "state" / "bivouac" / "setups.json").string();
  return {};
}

std::string formation_key(const Game& game, int player) {
  return fmt::format("{} {}", game.spec(), game.player_name(player));
}

std::optional<Formation> SetupMemory::find(const std::string& key, std::string* problem) const {
  if (!enabled()) return std::nullopt;
  try {
    const nlohmann::json j = read_memory(path_);
    const auto& setups = j["setups"];
    if (!setups.contains(key)) return std::nullopt;
    Formation f = formation_from_json(setups[key]);
    if (f.empty()) return std::nullopt;
    return f;
  } catch (const FormatError& e) {
    if (problem) *problem = e.what();
    return std::nullopt;
  }
}

void SetupMemory::store(const std::string& key, const Formation& formation) const {
  if (!enabled()) return;
  nlohmann::json j;
  try {
    j = read_memory(path_);
  } catch (const FormatError&) {
    // A damaged file is replaced rather than kept forever unusable.
    j = {{"format", kFormat}, {"setups", nlohmann::json::object()}};
  }
  j["setups"][key] = formation;
  const auto dir = std::filesystem::path(path_).parent_path();
  std::error_code ec;
  if (!dir.empty()) std::filesystem::create_directories(dir, ec);
  write_json_file(path_, j);
}

void FormationRecorder::before(const Match& match, Action a) {
  steps_.push_back({match.actions_played(), match.game().phase_name(match.state()),
                    match.game().action_to_string(match.state(), a)});
}

void FormationRecorder::after_undo(const Match& match) {
  while (!steps_.empty() && steps_.back().index >= match.actions_played()) steps_.pop_back();
}

Formation FormationRecorder::take() {
  Formation out;
  for (const auto& step : steps_) {
    // A unit begins each time the deployment is back at the decision it began at.
    if (out.empty() || step.phase == steps_.front().phase) out.emplace_back();
    out.back().push_back(step.text);
  }
  steps_.clear();
  return out;
}

}  // namespace bivouac::cli
