#include "ai/ismcts_params.h"

#include <fmt/format.h>

#include <algorithm>
#include <thread>

#include "core/errors.h"
#include "core/evaluator.h"

namespace bivouac {

const std::vector<std::string>& ismcts_param_names() {
  static const std::vector<std::string> names = {
      "level", "iters",     "time", "threads", "c",     "rollout", "epsilon", "rollout_depth",
      "reuse", "max_nodes", "eval", "prior",   "cpuct", "turn",    "early"};
  return names;
}

IsmctsParams ismcts_level(std::string_view level) {
  IsmctsParams p;
  if (level == "easy") {
    // A beginner: a short look ahead with random playouts; beats random play, makes mistakes.
    p.iterations = 150;
    p.rollout = RolloutKind::kRandom;
  } else if (level == "medium") {
    p.iterations = 2000;
    p.rollout = RolloutKind::kHeuristic;
    p.prior_weight = 0.5;
  } else if (level == "hard") {
    // 1.7 s a turn on every core we have (at most two, the size of this machine), however many
    // decisions the turn holds; at most 1.5 s of it on one decision, and a decision whose best
    // move is settled stops early. 1.7, not 2: a long turn's last decisions (past its budget,
    // 0.02 s each) and each decision's own overhead come on top; with 2.0, Ready Aim Fire's
    // turns of ~16 decisions took 2.05 s at the median on a loaded 2-core machine.
    p.iterations = 0;
    p.seconds = 1.5;
    p.turn_seconds = 1.7;
    p.stop_early = true;
    p.rollout = RolloutKind::kHeuristic;
    p.prior_weight = 0.5;
    p.threads = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, 2);
  } else {
    throw SpecError(fmt::format("ismcts: unknown level \"{}\"; levels: easy, medium, hard", level));
  }
  return p;
}

namespace {
[[noreturn]] void bad(std::string_view key, std::string_view why) {
  throw SpecError(fmt::format("ismcts: {} {}", key, why));
}
bool has(const BotParams& spec, const char* key) {
  return spec.values.count(key) > 0;
}
}  // namespace

void resolve_leaf(IsmctsParams& p, const Game& game) {
  const auto* def = EvaluatorRegistry::instance().find(game.info().id);
  // A fitted evaluator declines a game whose options change its observation (another card list).
  if (def != nullptr && def->make && def->prepare(game) == nullptr) def = nullptr;
  if (p.leaf == LeafKind::kGame && def == nullptr) {
    throw SpecError(fmt::format(
        "ismcts: eval=game, but {} has no position evaluator for these options; use eval=returns",
        game.spec()));
  }
  if (p.leaf == LeafKind::kAuto)
    p.leaf = def != nullptr && def->by_default ? LeafKind::kGame : LeafKind::kReturns;
  if (p.leaf == LeafKind::kGame && !p.rollout_depth_given) p.rollout_depth = def->rollout_depth;
}

IsmctsParams ismcts_params_from(const BotParams& spec) {
  IsmctsParams p = ismcts_level(spec.get("level", "medium"));
  // Naming one budget replaces the preset's budget rather than adding a second limit to it.
  if (has(spec, "iters") && !has(spec, "time")) p.seconds = 0;
  if (has(spec, "time") && !has(spec, "iters")) p.iterations = 0;
  // A budget per move named without one per turn means exactly that budget for every move.
  if ((has(spec, "iters") || has(spec, "time")) && !has(spec, "turn")) p.turn_seconds = 0;
  p.turn_seconds = spec.get_double("turn", p.turn_seconds);
  const std::string early = spec.get("early", p.stop_early ? "on" : "off");
  if (early != "on" && early != "off") bad("early", "must be on or off");
  p.stop_early = early == "on";
  p.iterations = spec.get_int("iters", static_cast<int>(p.iterations));
  p.seconds = spec.get_double("time", p.seconds);
  p.threads = spec.get_int("threads", p.threads);
  p.exploration = spec.get_double("c", p.exploration);
  p.rollout_epsilon = spec.get_double("epsilon", p.rollout_epsilon);
  p.rollout_depth = spec.get_int("rollout_depth", p.rollout_depth);
  p.rollout_depth_given = has(spec, "rollout_depth");
  p.max_nodes = spec.get_int("max_nodes", static_cast<int>(p.max_nodes));
  p.prior_weight = spec.get_double("prior", p.prior_weight);
  p.prior_given = has(spec, "prior");
  p.puct = spec.get_double("cpuct", p.puct);
  const std::string rollout =
      spec.get("rollout", p.rollout == RolloutKind::kRandom ? "random" : "heuristic");
  if (rollout == "random") {
    p.rollout = RolloutKind::kRandom;
  } else if (rollout == "heuristic") {
    p.rollout = RolloutKind::kHeuristic;
  } else {
    bad("rollout", "must be random or heuristic");
  }
  const std::string leaf = spec.get("eval", "auto");
  if (leaf == "auto") {
    p.leaf = LeafKind::kAuto;
  } else if (leaf == "returns") {
    p.leaf = LeafKind::kReturns;
  } else if (leaf == "game") {
    p.leaf = LeafKind::kGame;
  } else {
    bad("eval", "must be auto, returns or game");
  }
  const std::string reuse = spec.get("reuse", p.reuse ? "on" : "off");
  if (reuse != "on" && reuse != "off") bad("reuse", "must be on or off");
  p.reuse = reuse == "on";

  // Every value is checked against its range, with upper bounds too: "time=1e9" would make a
  // bot that never answers, and NaN compares false with every bound, so ranges are written as
  // "inside" tests that NaN fails.
  const auto inside = [](double v, double lo, double hi) { return v >= lo && v <= hi; };
  if (!inside(static_cast<double>(p.iterations), 0, kMaxIsmctsIterations))
    bad("iters", fmt::format("must be from 0 to {}", kMaxIsmctsIterations));
  if (!inside(p.seconds, 0, kMaxIsmctsSeconds))
    bad("time", fmt::format("must be from 0 to {} seconds", kMaxIsmctsSeconds));
  if (!inside(p.turn_seconds, 0, kMaxIsmctsSeconds))
    bad("turn", fmt::format("must be from 0 to {} seconds", kMaxIsmctsSeconds));
  if (p.turn_seconds > 0 && p.seconds == 0)
    bad("turn", "shares out a time budget: give time too (the most one decision may take)");
  if (p.iterations == 0 && p.seconds == 0) bad("budget", "needs iters > 0 or time > 0");
  if (p.threads < 1 || p.threads > 64) bad("threads", "must be between 1 and 64");
  if (!inside(p.exploration, 0, 100)) bad("c", "must be from 0 to 100");
  if (!inside(p.rollout_epsilon, 0, 1)) bad("epsilon", "must be between 0 and 1");
  if (p.rollout_depth < 0 || p.rollout_depth > 1'000'000)
    bad("rollout_depth", "must be from 0 to 1000000");
  if (!inside(p.prior_weight, 0, 1)) bad("prior", "must be between 0 and 1");
  if (!(p.puct > 0 && p.puct <= 100)) bad("cpuct", "must be more than 0 and at most 100");
  if (p.max_nodes < 16 || p.max_nodes > 100'000'000)
    bad("max_nodes", "must be from 16 to 100000000");
  return p;
}

}  // namespace bivouac
