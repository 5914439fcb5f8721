#include "ai/ismcts_bot.h"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <exception>
#include <thread>

#include "core/errors.h"
#include "core/evaluator.h"

namespace bivouac {

namespace {
std::size_t tree_capacity(const IsmctsParams& p) {
  const auto max_nodes = static_cast<std::size_t>(p.max_nodes);
  if (p.iterations == 0) return max_nodes;
  // Each iteration adds at most one node; room for four moves' worth leaves space for a subtree
  // kept from the previous decision.
  const auto per_worker = static_cast<std::size_t>(p.iterations / p.threads + 1);
  return std::min(max_nodes, 4 * per_worker + 1024);
}
}  // namespace

// A cut-off playout's lead is worth at most this share of a real win.
constexpr double kCutoffWeight = 0.8;

std::unique_ptr<LeafEvaluator> make_leaf_evaluator(const Game& game, const IsmctsParams& p) {
  if (p.leaf == LeafKind::kGame) {
    const auto* def = EvaluatorRegistry::instance().find(game.info().id);
    if (auto estimate = def->prepare(game))
      return std::make_unique<GameEvaluator>(game, std::move(estimate), kCutoffWeight);
  }
  return std::make_unique<ReturnsEvaluator>(game);
}

IsmctsBot::IsmctsBot(GamePtr game, const IsmctsParams& params, std::uint64_t seed,
                     const EvaluatorFactory& evaluator)
    : game_(std::move(game)), params_(params), check_rng_(derive_seed(seed, 0xC0FFEE)) {
  resolve_leaf(params_, *game_);
  for (int t = 0; t < params_.threads; ++t) {
    const std::uint64_t worker_seed = derive_seed(seed, static_cast<std::uint64_t>(t));
    std::unique_ptr<RolloutPolicy> rollout;
    if (params_.rollout == RolloutKind::kHeuristic) {
      rollout = make_heuristic_rollout(game_, derive_seed(worker_seed, 1), params_.rollout_epsilon);
    }
    if (!rollout) rollout = std::make_unique<RandomRollout>(*game_);
    auto leaf = evaluator ? evaluator(game_) : make_leaf_evaluator(*game_, params_);
    std::unique_ptr<RolloutPolicy> prior;
    if (params_.prior_weight > 0) {
      prior = make_heuristic_rollout(game_, derive_seed(worker_seed, 2), 0);
      if (!prior && params_.prior_given) {
        throw SpecError(fmt::format(
            "ismcts: prior follows the game's heuristic bot, and {} has none; use prior=0",
            game_->info().id));
      }
    }
    workers_.push_back(std::make_unique<IsmctsSearch>(game_, params_, worker_seed,
                                                      tree_capacity(params_), std::move(rollout),
                                                      std::move(leaf), std::move(prior)));
  }
  iterations_done_.assign(workers_.size(), 0);
}

void IsmctsBot::restart() {
  last_action_ = kNoAction;
  turn_ = -1;
  turn_player_ = -1;
  for (auto& w : workers_) w->tree().reset();
}

Action IsmctsBot::choose(const State& observation, int player) {
  const auto start = Clock::now();
  game_->legal_actions(observation, legal_);
  if (legal_.size() == 1) {
    // Nothing to think about. The trees describe an older position, so they are dropped.
    analysis_ = SearchAnalysis{};
    analysis_.chosen = legal_[0];
    analysis_.candidates.push_back(Candidate{legal_[0], 0, 1.0, 0.5});
    analysis_.threads = static_cast<int>(workers_.size());
    last_action_ = kNoAction;
    return legal_[0];
  }
  prepare_trees(observation, player);
  const double seconds = decision_seconds(observation, player);
  search(seconds);
  summarize(start);
  analysis_.budget_seconds = seconds;
  turn_spent_ += analysis_.seconds;
  if (!last_observation_) {
    last_observation_ = observation.clone();
    predicted_ = observation.clone();
    predicted_view_ = observation.clone();
  } else {
    last_observation_->assign(observation);
  }
  last_action_ = analysis_.chosen;
  last_player_ = player;
  return analysis_.chosen;
}

// Keeping the subtree under our previous move is sound only when that move led, with certainty,
// to exactly the observation we now hold, with us still to decide: then the new information set
// is the old one pushed through a known step and the subtree's statistics were gathered on the
// same worlds. After a die roll or a draw the subtree mixes outcomes we can now tell apart, and
// after an opponent's move its statistics would rest on the tree's guess of his hidden hand, so
// we start afresh. In practice the tree survives along a chain of our own decisions (deploying
// card after card, choosing casualties one by one, discarding to the hand limit).
//
// The check replays the move in a few worlds sampled from the old observation: a step that
// depends on hidden cards or dice shows up as a prediction that differs from what we now see.
bool IsmctsBot::previous_move_explains(const State& observation, int player) {
  constexpr int kSamples = 3;
  for (int k = 0; k < kSamples; ++k) {
    game_->determinize(*last_observation_, player, check_rng_, *predicted_);
    game_->apply_action(*predicted_, last_action_, nullptr);
    if (game_->current_player(*predicted_) != player) return false;
    game_->observe(*predicted_, player, *predicted_view_);
    if (!predicted_view_->equals(observation)) return false;
  }
  return true;
}

void IsmctsBot::prepare_trees(const State& observation, int player) {
  const bool keep = params_.reuse && last_action_ != kNoAction && last_player_ == player &&
                    previous_move_explains(observation, player);
  analysis_.reused_visits = 0;
  for (auto& w : workers_) {
    SearchTree& tree = w->tree();
    const NodeId child = keep ? tree.find_child(SearchTree::root(), last_action_, player) : kNoNode;
    if (child == kNoNode) {
      tree.reset();
    } else {
      tree.reroot(child);
      analysis_.reused_visits += tree[SearchTree::root()].visits;
    }
    w->set_root(observation, player);
  }
}

// Each decision of a turn takes this share of the turn's time still left: a turn of one
// decision leaves some unused, while a long chain (deploying card after card) still has time for
// its later decisions, which also start from the tree the earlier ones grew.
constexpr double kTurnShare = 0.6;
// No decision gets less than this, even when its turn's time is spent.
constexpr double kMinDecisionSeconds = 0.02;

double IsmctsBot::decision_seconds(const State& observation, int player) {
  if (params_.turn_seconds <= 0) return params_.seconds;
  const int turn = game_->turn_number(observation);
  if (turn != turn_ || player != turn_player_) {
    turn_ = turn;
    turn_player_ = player;
    turn_spent_ = 0;
  }
  const double left = std::max(0.0, params_.turn_seconds - turn_spent_);
  return std::min(params_.seconds, std::max(kMinDecisionSeconds, kTurnShare * left));
}

void IsmctsBot::search(double seconds) {
  const auto now = Clock::now();
  const auto after = [&](double s) {
    return s > 0
               ? now + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s))
               : Clock::time_point::max();
  };
  const auto own = after(seconds);
  const auto cap = after(cap_seconds_);
  const auto deadline = std::min(own, cap);
  const long n = static_cast<long>(workers_.size());
  // A fixed share of the iterations per worker keeps the result independent of scheduling.
  auto share = [&](long t) {
    if (params_.iterations == 0) return LONG_MAX;
    return params_.iterations / n + (t < params_.iterations % n ? 1 : 0);
  };
  const auto record_cap = [&] {
    analysis_.capped =
        cap < own && std::any_of(workers_.begin(), workers_.end(),
                                 [](const auto& w) { return w->stopped_by_deadline(); });
  };
  if (n == 1) {
    iterations_done_[0] = workers_[0]->run(share(0), deadline);
    record_cap();
    return;
  }
  std::vector<std::exception_ptr> failures(workers_.size());
  auto work = [&](long t) {
    const auto i = static_cast<std::size_t>(t);
    try {
      iterations_done_[i] = share(t) > 0 ? workers_[i]->run(share(t), deadline) : 0;
    } catch (...) {
      failures[i] = std::current_exception();
    }
  };
  std::vector<std::thread> pool;
  for (long t = 1; t < n; ++t) pool.emplace_back(work, t);
  work(0);
  for (auto& th : pool) th.join();
  for (auto& f : failures) {
    if (f) std::rethrow_exception(f);
  }
  record_cap();
}

void IsmctsBot::summarize(Clock::time_point start) {
  struct Sum {
    Action action;
    std::uint64_t visits;
    double reward;
  };
  std::vector<Sum> sums;
  std::uint64_t total = 0;
  for (const auto& w : workers_) {
    const SearchTree& tree = w->tree();
    for (NodeId c = tree[SearchTree::root()].first_child; c != kNoNode; c = tree[c].next_sibling) {
      auto it = std::find_if(sums.begin(), sums.end(),
                             [&](const Sum& s) { return s.action == tree[c].action; });
      if (it == sums.end()) it = sums.insert(sums.end(), Sum{tree[c].action, 0, 0});
      it->visits += tree[c].visits;
      it->reward += tree[c].reward;
      total += tree[c].visits;
    }
  }
  analysis_.candidates.clear();
  for (const Sum& s : sums) {
    Candidate c;
    c.action = s.action;
    c.visits = s.visits;
    c.visit_share = total > 0 ? static_cast<double>(s.visits) / static_cast<double>(total) : 0;
    c.win_rate = s.visits > 0 ? 0.5 * (s.reward / static_cast<double>(s.visits) + 1) : 0.5;
    analysis_.candidates.push_back(c);
  }
  // Most visited first (the robust choice); ties go to the better estimate, then the lower id,
  // so the order never depends on how the workers' trees happened to be linked.
  std::sort(analysis_.candidates.begin(), analysis_.candidates.end(),
            [](const Candidate& a, const Candidate& b) {
              if (a.visits != b.visits) return a.visits > b.visits;
              if (a.win_rate != b.win_rate) return a.win_rate > b.win_rate;
              return a.action < b.action;
            });
  analysis_.chosen = analysis_.candidates.empty() ? legal_[0] : analysis_.candidates[0].action;
  analysis_.iterations = 0;
  for (long d : iterations_done_) analysis_.iterations += d;
  analysis_.threads = static_cast<int>(workers_.size());
  analysis_.seconds = std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace bivouac
