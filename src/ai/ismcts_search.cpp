#include "ai/ismcts_search.h"

#include <algorithm>
#include <cmath>

namespace bivouac {

namespace {
// A playout looks at the clock once every this many steps plus one (a power of two less one).
constexpr int kDeadlineCheckSteps = 127;
}  // namespace

IsmctsSearch::IsmctsSearch(GamePtr game, const IsmctsParams& params, std::uint64_t seed,
                           std::size_t capacity, std::unique_ptr<RolloutPolicy> rollout,
                           std::unique_ptr<LeafEvaluator> evaluator,
                           std::unique_ptr<RolloutPolicy> prior)
    : game_(std::move(game)),
      params_(params),
      rng_(seed),
      tree_(capacity),
      rollout_(std::move(rollout)),
      evaluator_(std::move(evaluator)),
      prior_(std::move(prior)) {
  path_.reserve(1024);
}

void IsmctsSearch::set_root(const State& observation, int player) {
  if (!observation_) {
    observation_ = observation.clone();
    work_ = observation.clone();
  } else {
    observation_->assign(observation);
  }
  player_ = player;
}

long IsmctsSearch::run(long max_iterations, Clock::time_point deadline) {
  const bool timed = deadline != Clock::time_point::max();
  const Clock::time_point start = timed ? Clock::now() : Clock::time_point{};
  deadline_ = deadline;
  stopped_by_deadline_ = false;
  long done = 0;
  while (done < max_iterations && !stopped_by_deadline_) {
    // Reading the clock costs about as much as a short playout step, so look every 8 iterations.
    if (done > 0 && (done & 7) == 0) {
      const Clock::time_point now = timed ? Clock::now() : Clock::time_point{};
      if (timed && now >= deadline) {
        stopped_by_deadline_ = true;
        break;
      }
      if (params_.stop_early && (done & 127) == 0 &&
          settled(iterations_left(done, max_iterations, start, now, deadline))) {
        break;
      }
    }
    iterate();
    ++done;
  }
  return done;
}

long IsmctsSearch::iterations_left(long done, long max_iterations, Clock::time_point start,
                                   Clock::time_point now, Clock::time_point deadline) {
  long left = max_iterations - done;
  if (deadline != Clock::time_point::max()) {
    // At the speed so far; iterations later in a search are not slower than the first ones.
    const double spent = std::chrono::duration<double>(now - start).count();
    const double remaining = std::chrono::duration<double>(deadline - now).count();
    if (spent > 0) {
      const double estimate = static_cast<double>(done) * remaining / spent;
      left = std::min(left, static_cast<long>(std::min(estimate, 1e15)) + 1);
    }
  }
  return left;
}

// The move played is the most visited root child: once its lead over the runner-up is more
// than the iterations still to come, no outcome of them can change the choice.
bool IsmctsSearch::settled(long left) const {
  std::uint64_t best = 0;
  std::uint64_t second = 0;
  for (NodeId c = tree_[SearchTree::root()].first_child; c != kNoNode; c = tree_[c].next_sibling) {
    const std::uint64_t v = tree_[c].visits;
    if (v > best) {
      second = best;
      best = v;
    } else if (v > second) {
      second = v;
    }
  }
  return best - second > static_cast<std::uint64_t>(std::max(0L, left));
}

void IsmctsSearch::iterate() {
  game_->determinize(*observation_, player_, rng_, *work_);
  descend();
  for (int depth = 0; depth < params_.rollout_depth && !game_->is_terminal(*work_); ++depth) {
    // A playout to the end of a long game can take longer than a whole move may: past the
    // deadline it stops and is scored where it is, like a cut-off one, and the search ends.
    if ((depth & kDeadlineCheckSteps) == kDeadlineCheckSteps &&
        deadline_ != Clock::time_point::max() && Clock::now() >= deadline_) {
      stopped_by_deadline_ = true;
      break;
    }
    const int p = game_->current_player(*work_);
    game_->apply_action(*work_, rollout_->choose(*work_, p, rng_), nullptr);
  }
  evaluator_->evaluate(*work_, values_);
  backpropagate();
}

void IsmctsSearch::descend() {
  path_.clear();
  NodeId node = SearchTree::root();
  while (!game_->is_terminal(*work_)) {
    const int p = game_->current_player(*work_);
    game_->legal_actions(*work_, legal_);
    const std::size_t pick = select(node, p);
    NodeId child = child_of_[pick];
    const bool expand = child == kNoNode;
    if (expand) {
      if (tree_.full()) return;  // no room: the playout starts here
      child = tree_.add_child(node, legal_[pick], p, game_->unordered_choice(*work_, legal_[pick]));
      tree_[child].available = 1;
    }
    game_->apply_action(*work_, tree_[child].action, nullptr);
    path_.push_back(child);
    if (expand) return;
    node = child;
  }
}

std::size_t IsmctsSearch::select(NodeId node, int player) {
  // Sorting lets each existing child find its legal action by binary search.
  std::sort(legal_.begin(), legal_.end());
  drop_reordered_parts(node, player);
  const std::size_t n = legal_.size();
  std::fill_n(child_of_.begin(), n, kNoNode);
  for (NodeId c = tree_[node].first_child; c != kNoNode; c = tree_[c].next_sibling) {
    TreeNode& child = tree_[c];
    if (child.mover != player) continue;
    const Action* it = std::lower_bound(legal_.begin(), legal_.end(), child.action);
    if (it == legal_.end() || *it != child.action) continue;
    child_of_[static_cast<std::size_t>(it - legal_.begin())] = c;
    ++child.available;
  }
  if (prior_ && n > 1) return select_with_prior(player);
  // An untried action first, chosen at random so no action order is favoured.
  std::uint32_t untried = 0;
  std::size_t pick = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (child_of_[i] != kNoNode) continue;
    if (rng_.below(++untried) == 0) pick = i;
  }
  if (untried > 0) return pick;
  // UCB1 with the availability count in place of the parent's visits.
  double best = -1e300;
  for (std::size_t i = 0; i < n; ++i) {
    const TreeNode& child = tree_[child_of_[i]];
    const double visits = child.visits;
    const double mean = 0.5 * (child.reward / visits + 1.0);  // reward scaled to [0, 1]
    const double score =
        mean +
        params_.exploration * std::sqrt(std::log(static_cast<double>(child.available)) / visits);
    if (score > best) {
      best = score;
      pick = i;
    }
  }
  return pick;
}

std::size_t IsmctsSearch::select_with_prior(int player) {
  const std::size_t n = legal_.size();
  const Action guide = prior_->choose(*work_, player, rng_);
  const double w = params_.prior_weight;
  // Unvisited children count as the average of their visited siblings (first-play urgency).
  double sum = 0;
  double visits = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (child_of_[i] == kNoNode) continue;
    sum += tree_[child_of_[i]].reward;
    visits += tree_[child_of_[i]].visits;
  }
  const double fpu = visits > 0 ? 0.5 * (sum / visits + 1.0) : 0.5;
  const double root_n = std::sqrt(std::max(1.0, visits));
  double best = -1e300;
  std::size_t pick = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double prior = (1 - w) / static_cast<double>(n) + (legal_[i] == guide ? w : 0.0);
    double mean = fpu;
    double seen = 0;
    if (child_of_[i] != kNoNode) {
      const TreeNode& child = tree_[child_of_[i]];
      seen = child.visits;
      if (seen > 0) mean = 0.5 * (child.reward / seen + 1.0);
    }
    const double score = mean + params_.puct * prior * root_n / (1 + seen);
    if (score > best) {
      best = score;
      pick = i;
    }
  }
  return pick;
}

// After a part of an order-free choice, only later parts of it are searched: the other orders
// reach the same states, and searching each would split the statistics of one outcome. A part
// that only earlier parts can complete is a dead end in that order; then all are kept.
void IsmctsSearch::drop_reordered_parts(NodeId node, int player) {
  const TreeNode& previous = tree_[node];
  if (previous.choice == 0 || previous.mover != player) return;
  const auto earlier = [&](Action a) {
    return a <= previous.action && game_->unordered_choice(*work_, a) == previous.choice;
  };
  if (std::all_of(legal_.begin(), legal_.end(), earlier)) return;
  const Action* kept = std::remove_if(legal_.begin(), legal_.end(), earlier);
  legal_.resize(static_cast<std::size_t>(kept - legal_.begin()));
}

void IsmctsSearch::backpropagate() {
  ++tree_[SearchTree::root()].visits;
  for (NodeId c : path_) {
    TreeNode& node = tree_[c];
    ++node.visits;
    node.reward += values_[static_cast<std::size_t>(node.mover)];
  }
}

}  // namespace bivouac
