// bivouac.VectorEnv and bivouac.Bot for Python. Both release the GIL while the engine works.
#include <fmt/format.h>
#include <pybind11/stl.h>

#include <map>
#include <optional>
#include <stdexcept>

#include "ai/hint.h"
#include "core/bot.h"
#include "core/registry.h"
#include "py_types.h"
#include "vector_env.h"

namespace bivouac::python {

namespace {

GamePtr game_of(const py::object& game) {
  if (py::isinstance<py::str>(game)) return make_game(game.cast<std::string>());
  return game.cast<std::shared_ptr<PyGame>>()->game;
}

// The five arrays of a step, allocated for the caller to keep.
struct StepArrays {
  py::array_t<float> observations;
  py::array_t<float> rewards;
  py::array_t<bool> terminations;
  py::array_t<std::int8_t> masks;
  py::array_t<std::int32_t> players;

  explicit StepArrays(const VectorEnv& env) {
    const py::ssize_t n = env.size();
    std::vector<py::ssize_t> obs_shape{n};
    for (int d : env.codec().shape()) obs_shape.push_back(d);
    observations = py::array_t<float>(obs_shape);
    rewards = py::array_t<float>({n, static_cast<py::ssize_t>(env.num_players())});
    terminations = py::array_t<bool>(n);
    masks = py::array_t<std::int8_t>({n, static_cast<py::ssize_t>(env.num_actions())});
    players = py::array_t<std::int32_t>(n);
  }
  EnvOutputs outputs() {
    static_assert(sizeof(bool) == sizeof(std::uint8_t));
    return {observations.mutable_data(), rewards.mutable_data(),
            reinterpret_cast<std::uint8_t*>(terminations.mutable_data()), masks.mutable_data(),
            players.mutable_data()};
  }
  py::tuple result() { return py::make_tuple(observations, rewards, terminations, masks, players); }
};

// A VectorEnv with its output arrays: new arrays for every call (copy=True), or the same arrays
// overwritten by every call (copy=False: no allocation, and no page faults on fresh memory, which
// serialise threads when the arrays are large).
struct PyVectorEnv {
  PyVectorEnv(GamePtr game, int n, std::uint64_t seed, int threads, bool copy_out)
      : env(std::move(game), n, seed, threads), copy(copy_out) {}
  StepArrays& arrays() {
    if (copy || !buffers) buffers.emplace(env);
    return *buffers;
  }
  py::array_t<std::int64_t> random_actions() {
    if (copy || !random_buffer) random_buffer.emplace(env.size());
    std::int64_t* data = random_buffer->mutable_data();
    {
      py::gil_scoped_release release;
      env.random_actions(data);
    }
    return *random_buffer;
  }
  VectorEnv env;
  bool copy;
  std::optional<StepArrays> buffers;
  std::optional<py::array_t<std::int64_t>> random_buffer;  // random_actions()'s, with copy=False
};

py::tuple env_reset(PyVectorEnv& self) {
  StepArrays& out = self.arrays();
  const EnvOutputs o = out.outputs();
  {
    py::gil_scoped_release release;
    self.env.reset(o);
  }
  return out.result();
}

using ActionArray = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>;

// The actions of a step as C-contiguous int64: an array that already is one (random_actions()
// gives one) is used as it is, without a call into NumPy; anything else goes through asarray.
ActionArray action_array(const VectorEnv& env, const py::object& actions_in) {
  if (py::isinstance<py::array_t<std::int64_t, py::array::c_style>>(actions_in)) {
    auto exact = py::reinterpret_borrow<ActionArray>(actions_in);
    if (exact.ndim() == 1 && exact.shape(0) == env.size()) return exact;
  }
  const py::array any = py::module_::import("numpy").attr("asarray")(actions_in);
  const char kind = any.dtype().kind();
  if (kind != 'i' && kind != 'u') {
    throw py::type_error(
        fmt::format("VectorEnv.step: actions must be an integer array, got dtype {}",
                    py::str(any.dtype()).cast<std::string>()));
  }
  if (any.ndim() != 1 || any.shape(0) != env.size()) {
    std::vector<py::ssize_t> shape(any.shape(), any.shape() + any.ndim());
    // Written as Python writes a shape: (3,) for one axis.
    throw py::value_error(fmt::format("VectorEnv.step: actions must have shape ({},), got ({}{})",
                                      env.size(), fmt::join(shape, ", "),
                                      shape.size() == 1 ? "," : ""));
  }
  return ActionArray(any);
}

py::tuple env_step(PyVectorEnv& self, const py::object& actions_in) {
  VectorEnv& env = self.env;
  const ActionArray actions = action_array(env, actions_in);
  StepArrays& out = self.arrays();
  const EnvOutputs o = out.outputs();
  const std::int64_t* a = actions.data();
  {
    py::gil_scoped_release release;
    env.step(a, o);
  }
  return out.result();
}

// A bot spec played on whatever game it is shown; one engine bot per game spec.
class PyBot {
 public:
  PyBot(std::string spec, std::uint64_t seed) : spec_(std::move(spec)), seed_(seed) {
    (void)parse_bot_spec(spec_);  // a malformed spec fails here, an unknown bot on first use
  }
  std::int64_t step(const PyState& st) {
    const Game& game = st.game();
    if (game.is_terminal(*st.state)) throw std::invalid_argument("Bot.step: the game is over");
    const int player = game.current_player(*st.state);
    Bot& bot = bot_for(st.g->game);
    const auto obs = game.observation(*st.state, player);  // the bot sees this and nothing else
    Action a = kNoAction;
    {
      py::gil_scoped_release release;
      a = bot.choose(*obs, player);
    }
    return st.g->codec->action_index(a);
  }
  py::object hint(const PyState& st, int top) {
    const Game& game = st.game();
    if (game.is_terminal(*st.state)) throw std::invalid_argument("Bot.hint: the game is over");
    const int player = game.current_player(*st.state);
    Hint h;
    {
      py::gil_scoped_release release;
      // compute_hint shows the bot only observe(state, player).
      h = compute_hint(game, *st.state, player, spec_, seed_, top);
    }
    py::dict d = to_python(hint_to_json(h));
    ActionList legal;
    game.legal_actions(*st.state, legal);
    d["action_id"] = st.g->codec->action_index(legal[static_cast<std::size_t>(h.index - 1)]);
    return d;
  }
  [[nodiscard]] const std::string& spec() const { return spec_; }

 private:
  Bot& bot_for(const GamePtr& game) {
    auto& slot = bots_[game->spec()];
    if (!slot.bot) {
      slot.game = game;
      slot.bot = BotRegistry::instance().create(spec_, game, seed_);
    }
    return *slot.bot;
  }
  struct Entry {
    GamePtr game;
    std::unique_ptr<Bot> bot;
  };
  std::string spec_;
  std::uint64_t seed_;
  std::map<std::string, Entry> bots_;
};

}  // namespace

void bind_vector_env(py::module_& m) {
  py::class_<PyVectorEnv>(m, "VectorEnv")
      .def(py::init([](const py::object& game, int n, std::uint64_t seed, int threads, bool copy) {
             return std::make_unique<PyVectorEnv>(game_of(game), n, seed, threads, copy);
           }),
           py::arg("game"), py::arg("n"), py::arg("seed") = 0, py::arg("threads") = 1,
           py::arg("copy") = true, "n games of `game` (a Game or a spec) stepped together in C++.")
      .def_property_readonly("num_envs", [](const PyVectorEnv& e) { return e.env.size(); })
      .def_property_readonly("threads", [](const PyVectorEnv& e) { return e.env.threads(); })
      .def_property_readonly("num_players",
                             [](const PyVectorEnv& e) { return e.env.num_players(); })
      .def_property_readonly("num_distinct_actions",
                             [](const PyVectorEnv& e) { return e.env.num_actions(); })
      .def_property_readonly("observation_shape",
                             [](const PyVectorEnv& e) { return e.env.codec().shape(); })
      .def_readonly("copy", &PyVectorEnv::copy,
                    "False: every call returns the same arrays, overwritten by the next call.")
      .def("reset", &env_reset,
           "Starts every game. Returns (observations, rewards, terminations, masks, "
           "current_players).")
      .def("step", &env_step, py::arg("actions"),
           "Applies one action id per game for its player to move; a finished game starts again. "
           "Returns (observations, rewards, terminations, masks, current_players).")
      .def("random_actions", &PyVectorEnv::random_actions,
           "A uniformly random legal action id for every game (each game has its own generator); "
           "with copy=False the same array, overwritten by every call.")
      .def(
          "episodes",
          [](const PyVectorEnv& self) {
            std::vector<long> out;
            for (int i = 0; i < self.env.size(); ++i) out.push_back(self.env.episodes(i));
            return out;
          },
          "Games finished so far by each slot.")
      .def(
          "serialize",
          [](const PyVectorEnv& self, int i) {
            const VectorEnv& e = self.env;
            if (i < 0 || i >= e.size())
              throw std::invalid_argument(fmt::format("game {} is outside [0, {})", i, e.size()));
            return e.game().state_to_json(e.state(i)).dump();
          },
          py::arg("i"), "The JSON state of game i (for tests and debugging).");
}

void bind_bot(py::module_& m) {
  py::class_<PyBot>(m, "Bot")
      .def(py::init<std::string, std::uint64_t>(), py::arg("spec"), py::arg("seed") = 1,
           "A bot from a spec such as 'ismcts:hard', 'random' or 'heuristic'.")
      .def_property_readonly("spec", &PyBot::spec)
      .def("step", &PyBot::step, py::arg("state"),
           "The action id the bot chooses for the player to move, seeing only his observation.")
      .def("hint", &PyBot::hint, py::arg("state"), py::arg("top") = 5,
           "The bot's move and the moves it weighed, as a dict (action_id included).");
}

}  // namespace bivouac::python
