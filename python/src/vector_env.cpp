#include "vector_env.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstring>
#include <exception>
#include <stdexcept>

namespace bivouac::python {

namespace {
// Keeps the action sampler's seeds apart from the games' seeds.
constexpr std::uint64_t kSamplerSalt = 0x5a3d'9e1b'c4f2'7a60ULL;
constexpr std::size_t kBlocksPerThread = 16;
// How many games ahead step() and reset() ask for a state. The states lie apart on the heap and a
// step touches most of one, so without it the first touches were cache misses that made up most
// of a Muskets step (perf); 2 to 4 ahead measured alike, 8 worse.
constexpr std::size_t kPrefetchAhead = 3;
constexpr std::size_t kCacheLine = 64;
}  // namespace

VectorEnv::VectorEnv(GamePtr game, int n, std::uint64_t seed, int threads)
    : game_(std::move(game)),
      codec_(tensor_codec(*game_)),
      seed_(seed),
      num_actions_(codec_->num_distinct_actions()),
      tensor_size_(codec_->tensor_size()),
      pool_(std::clamp(threads, 1, std::max(1, n))) {
  if (n < 1) throw std::invalid_argument(fmt::format("VectorEnv needs at least 1 game, got {}", n));
  if (threads < 1) {
    throw std::invalid_argument(fmt::format("VectorEnv needs at least 1 thread, got {}", threads));
  }
  envs_.resize(static_cast<std::size_t>(n));
  for (std::size_t b = 0; b < blocks(); ++b) scratch_.emplace_back(*game_, codec_);
  bit_words_ = (static_cast<std::size_t>(num_actions_) + 63) / 64;
  legal_bits_.resize(static_cast<std::size_t>(n) * bit_words_);
  random_.resize(static_cast<std::size_t>(n), -1);
}

std::size_t VectorEnv::blocks() const {
  // Several blocks per thread, so a thread the machine runs late leaves its share to the others.
  return pool_.threads() == 1
             ? 1
             : std::min<std::size_t>(envs_.size(),
                                     kBlocksPerThread * static_cast<std::size_t>(pool_.threads()));
}

void VectorEnv::start(Env& env, std::size_t i) {
  // Game i's k-th game has its own seed, whichever thread plays it.
  const std::uint64_t seed =
      derive_seed(derive_seed(seed_, i), static_cast<std::uint64_t>(env.episode));
  if (!env.state) {
    env.state = game_->new_initial_state(seed);
  } else {
    env.state->assign(*game_->new_initial_state(seed));
  }
  refresh(env, i);
}

void VectorEnv::refresh(Env& env, std::size_t i) {
  env.legal.clear();
  std::uint64_t* bits = legal_bits(i);
  std::fill(bits, bits + bit_words_, 0);
  if (game_->is_terminal(*env.state)) return;
  ActionList legal;
  game_->legal_actions(*env.state, legal);
  std::array<std::int32_t, kMaxLegalActions> indices;  // filled up to legal.size()
  codec_->action_indices(legal.begin(), legal.size(), indices.data());
  for (std::size_t j = 0; j < legal.size(); ++j) {
    const std::int32_t index = indices[j];
    env.legal.push_back({legal[j], index});
    if (index >= 0) {
      const auto k = static_cast<std::size_t>(index);
      bits[k / 64] |= std::uint64_t{1} << (k % 64);
    }
  }
}

void VectorEnv::prefetch(std::size_t i) const {
  // Until the first reset has made every state, another thread may be setting game i's pointer.
  if (!started_ || i >= envs_.size()) return;
  const char* p = reinterpret_cast<const char*>(envs_[i].state.get());
  for (std::size_t off = 0; off < state_bytes_; off += kCacheLine) {
    __builtin_prefetch(p + off, 1, 3);
  }
}

void VectorEnv::write(Env& env, ObservationTensor& tensor, std::size_t i, const EnvOutputs& out) {
  const int player = game_->current_player(*env.state);
  out.players[i] = player;
  std::int8_t* mask = out.masks + i * static_cast<std::size_t>(num_actions_);
  std::memset(mask, 0, static_cast<std::size_t>(num_actions_));
  for (const Legal& l : env.legal) {
    if (l.index >= 0) mask[l.index] = 1;
  }
  float* obs = out.observations + i * static_cast<std::size_t>(tensor_size_);
  if (player >= 0) {
    tensor.write(*env.state, player, obs);
  } else {
    std::fill(obs, obs + tensor_size_, 0.0F);
  }
}

template <typename PerEnv>
void VectorEnv::run_chunks(PerEnv&& per_env) {
  const std::size_t n = envs_.size();
  const std::size_t blocks = this->blocks();
  std::vector<std::exception_ptr> errors(blocks);
  pool_.run(blocks, [&](std::size_t b) {
    try {
      ObservationTensor& tensor = scratch_[b];
      for (std::size_t i = n * b / blocks; i < n * (b + 1) / blocks; ++i) per_env(i, tensor);
    } catch (...) {
      errors[b] = std::current_exception();
    }
  });
  for (auto& e : errors) {
    if (e) std::rethrow_exception(e);
  }
}

void VectorEnv::reset(const EnvOutputs& out) {
  run_chunks([&](std::size_t i, ObservationTensor& tensor) {
    prefetch(i + kPrefetchAhead);
    Env& env = envs_[i];
    env.episode = 0;
    env.sampler.reseed(derive_seed(seed_ ^ kSamplerSalt, i));
    start(env, i);
    const std::size_t players = static_cast<std::size_t>(num_players());
    std::fill(out.rewards + i * players, out.rewards + (i + 1) * players, 0.0F);
    out.terminations[i] = 0;
    write(env, tensor, i, out);
    draw_random_action(env, i);
  });
  state_bytes_ = envs_[0].state->footprint();
  started_ = true;
}

void VectorEnv::check_actions(const std::int64_t* actions) const {
  if (!started_) throw std::invalid_argument("VectorEnv.step before reset(): call reset() first");
  const auto legal = [&](std::size_t i) {
    const std::int64_t a = actions[i];
    if (a < 0 || a >= num_actions_) return false;
    const auto k = static_cast<std::size_t>(a);
    return ((legal_bits_[i * bit_words_ + k / 64] >> (k % 64)) & 1U) != 0;
  };
  // One branch-free pass finds whether any is bad; only then the first bad one is looked for.
  bool all = true;
  for (std::size_t i = 0; i < envs_.size(); ++i) all &= legal(i);
  if (all) return;
  for (std::size_t i = 0; i < envs_.size(); ++i) {
    if (legal(i)) continue;
    std::vector<std::int32_t> ids;
    for (const Legal& l : envs_[i].legal) ids.push_back(l.index);
    throw std::invalid_argument(fmt::format(
        "actions[{}] = {} is not a legal action of game {} (its legal action ids are {}; "
        "take them from masks[{}])",
        i, actions[i], i, fmt::join(ids, ", "), i));
  }
}

void VectorEnv::step(const std::int64_t* actions, const EnvOutputs& out) {
  check_actions(actions);  // a bad action changes nothing
  const std::size_t players = static_cast<std::size_t>(num_players());
  run_chunks([&](std::size_t i, ObservationTensor& tensor) {
    prefetch(i + kPrefetchAhead);
    Env& env = envs_[i];
    Action chosen = kNoAction;
    for (const Legal& l : env.legal) {
      if (l.index == actions[i]) chosen = l.action;
    }
    game_->apply_action(*env.state, chosen, nullptr);
    float* reward = out.rewards + i * players;
    if (game_->is_terminal(*env.state)) {
      for (std::size_t p = 0; p < players; ++p) {
        reward[p] = static_cast<float>(game_->returns(*env.state, static_cast<int>(p)));
      }
      out.terminations[i] = 1;
      ++env.episode;
      start(env, i);
    } else {
      std::fill(reward, reward + players, 0.0F);
      out.terminations[i] = 0;
      refresh(env, i);
    }
    write(env, tensor, i, out);
    draw_random_action(env, i);
  });
}

}  // namespace bivouac::python

namespace bivouac::python {

void VectorEnv::draw_random_action(Env& env, std::size_t i) {
  random_[i] =
      env.legal.empty()
          ? -1
          : env.legal[env.sampler.below(static_cast<std::uint32_t>(env.legal.size()))].index;
}

void VectorEnv::random_actions(std::int64_t* out) const {
  if (!started_)
    throw std::invalid_argument("VectorEnv.random_actions before reset(): call reset() first");
  std::copy(random_.begin(), random_.end(), out);
}

}  // namespace bivouac::python
