#pragma once
// n games of one Game held in C++ and stepped together: the engine of bivouac.VectorEnv. Each
// step takes one action index (the game's fixed action space, src/core/tensor.h) per game for
// its current player, applies them, starts a new game wherever one ended, and writes for every
// game the current player's observation tensor and legal-action mask. The games are split into
// blocks that `threads` threads share; a game's seeds depend only on its own index and how many
// games it has finished, so any number of threads gives the same results.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/tensor.h"
#include "worker_pool.h"

namespace bivouac::python {

// Where step() and reset() write, row i for game i (the caller owns the arrays).
struct EnvOutputs {
  float* observations = nullptr;  // n x tensor_size
  float* rewards = nullptr;       // n x num_players: returns of a game that ended in this step
  std::uint8_t* terminations = nullptr;  // n: the game ended in this step (and was restarted)
  std::int8_t* masks = nullptr;          // n x num_distinct_actions: 1 where legal
  std::int32_t* players = nullptr;       // n: the player to move
};

class VectorEnv {
 public:
  VectorEnv(GamePtr game, int n, std::uint64_t seed, int threads);

  [[nodiscard]] int size() const { return static_cast<int>(envs_.size()); }
  [[nodiscard]] int num_actions() const { return num_actions_; }
  [[nodiscard]] int tensor_size() const { return tensor_size_; }
  [[nodiscard]] int num_players() const { return game_->num_players(); }
  [[nodiscard]] int threads() const { return pool_.threads(); }
  [[nodiscard]] const Game& game() const { return *game_; }
  [[nodiscard]] const TensorCodec& codec() const { return *codec_; }
  [[nodiscard]] const State& state(int i) const {
    return *envs_[static_cast<std::size_t>(i)].state;
  }
  [[nodiscard]] long episodes(int i) const { return envs_[static_cast<std::size_t>(i)].episode; }

  // Starts every game afresh (episode counters restart too) and writes the outputs.
  void reset(const EnvOutputs& out);
  // Applies actions[i] to game i. Throws std::invalid_argument naming the first game whose action
  // is not legal, before anything has changed.
  void step(const std::int64_t* actions, const EnvOutputs& out);
  // The check step() makes first: throws std::invalid_argument naming the first game whose
  // action is not legal (or when the games were never started). It reads one dense bitset of
  // legal ids (a few words a game), on the calling thread: a pass of the pool over the games
  // themselves cost 7% of a Muskets step on one thread and a second hand-over on two.
  void check_actions(const std::int64_t* actions) const;
  // A uniformly random legal action id for every game (-1 for a game with none), from each
  // game's own generator (seeded from the env's seed and the game's index, so the same on any
  // number of threads). They are drawn when a game reaches its position (reset, step), in the
  // pass that wrote its mask, so this only copies them out: the same ids until the next step.
  void random_actions(std::int64_t* out) const;

 private:
  // A legal action and its codec index, in the game's order of legal actions.
  struct Legal {
    Action action;
    std::int32_t index;
  };
  // The legal actions of one game: up to kInline of them inside the game's Env (most positions
  // of the card games have one to four), more in a vector that grows to the largest list seen.
  class LegalList {
   public:
    static constexpr std::size_t kInline = 8;
    void clear() {
      size_ = 0;
      spill_.clear();
    }
    void push_back(Legal l) {
      if (size_ < kInline) {
        inline_[size_] = l;
      } else {
        if (size_ == kInline) spill_.assign(inline_.begin(), inline_.end());
        spill_.push_back(l);
      }
      ++size_;
    }
    [[nodiscard]] std::size_t size() const { return size_; }
    [[nodiscard]] bool empty() const { return size_ == 0; }
    [[nodiscard]] const Legal* begin() const {
      return size_ <= kInline ? inline_.data() : spill_.data();
    }
    [[nodiscard]] const Legal* end() const { return begin() + size_; }
    [[nodiscard]] const Legal& operator[](std::size_t k) const { return begin()[k]; }

   private:
    std::array<Legal, kInline> inline_{};
    std::size_t size_ = 0;
    std::vector<Legal> spill_;
  };
  // Kept small and in one array: a step walks every game several times (check, step, random
  // actions), so what it reads of a game should be a few cache lines next to the previous game's.
  // The game's full ActionList (4 KB) lives on the stack of refresh(), and the observation
  // scratch state is one per block, not one per game.
  struct Env {
    std::unique_ptr<State> state;
    LegalList legal;
    long episode = 0;
    Rng sampler;
  };
  void start(Env& env, std::size_t i);
  void refresh(Env& env, std::size_t i);
  // Asks the cache for the whole state of game i (a few games ahead of the one being played), once
  // the games have started.
  void prefetch(std::size_t i) const;
  [[nodiscard]] std::uint64_t* legal_bits(std::size_t i) {
    return legal_bits_.data() + i * bit_words_;
  }
  void write(Env& env, ObservationTensor& tensor, std::size_t i, const EnvOutputs& out);
  void draw_random_action(Env& env, std::size_t i);
  // Calls per_env(i, tensor) for every game i, with the observation scratch of i's block.
  template <typename PerEnv>
  void run_chunks(PerEnv&& per_env);
  [[nodiscard]] std::size_t blocks() const;

  GamePtr game_;
  std::shared_ptr<const TensorCodec> codec_;
  std::uint64_t seed_;
  int num_actions_;
  int tensor_size_;
  std::vector<Env> envs_;
  std::vector<ObservationTensor> scratch_;  // one per block: a block runs on one thread at a time
  // Game i's legal ids as bits: words bit_words_*i .. bit_words_*(i+1)-1, bit k of word w set
  // when id 64*w+k is legal. What check_actions reads.
  std::size_t bit_words_;
  std::vector<std::uint64_t> legal_bits_;
  // Bytes of one state: every game's state is of the same type.
  std::size_t state_bytes_ = 0;
  // Game i's random legal action id for its position, one dense array: random_actions() is a
  // copy, not a pass over the games (which on two threads cost more than on one).
  std::vector<std::int64_t> random_;
  bool started_ = false;
  WorkerPool pool_;
};

}  // namespace bivouac::python
