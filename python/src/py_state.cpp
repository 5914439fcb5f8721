// Games and states for Python, after OpenSpiel's pyspiel: load_game, new_initial_state,
// legal_actions as ids of a fixed action space, apply_action, observation_tensor, serialize.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <pybind11/stl.h>

#include <stdexcept>

#include "core/match.h"
#include "core/registry.h"
#include "core/seat_view.h"
#include "py_types.h"

namespace bivouac::python {

namespace {

std::string ids_text(const std::vector<int>& ids) {
  return ids.empty() ? std::string("none: the game is over")
                     : fmt::format("{}", fmt::join(ids, ", "));
}

std::vector<int> legal_ids(const PyState& st) {
  std::vector<int> ids;
  if (st.game().is_terminal(*st.state)) return ids;
  ActionList legal;
  st.game().legal_actions(*st.state, legal);
  for (Action a : legal) ids.push_back(st.g->codec->action_index(a));
  std::sort(ids.begin(), ids.end());
  return ids;
}

PyState new_state(const PyGamePtr& g, std::uint64_t seed) {
  PyState st{g, g->game->new_initial_state(seed), {}};
  st.record.game = g->game->spec();
  st.record.seed = seed;
  return st;
}

PyState deserialize(const PyGamePtr& g, const std::string& text) {
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument(fmt::format("deserialize_state: not JSON ({})", e.what()));
  }
  auto loaded = load_state_document(doc);
  if (loaded.game->spec() != g->game->spec()) {
    throw std::invalid_argument(
        fmt::format("deserialize_state: the document is a state of {}, not of {}",
                    loaded.game->spec(), g->game->spec()));
  }
  PyState st{g, std::move(loaded.state), {}};
  st.record.game = g->game->spec();
  st.record.start = g->game->state_to_json(*st.state);
  return st;
}

py::array_t<float> tensor(const PyState& st, const py::object& player_obj) {
  const int player = st.g->player_arg(player_obj, "observation_tensor");
  const auto shape = st.g->codec->shape();
  py::array_t<float> out(std::vector<py::ssize_t>(shape.begin(), shape.end()));
  // The game's codec, built once with the game (building one reads the card list: 3 ms for GT).
  ObservationTensor(st.game(), st.g->codec).write(*st.state, player, out.mutable_data());
  return out;
}

py::array_t<std::int8_t> mask(const PyState& st) {
  py::array_t<std::int8_t> out(st.g->num_actions());
  std::fill(out.mutable_data(), out.mutable_data() + out.size(), 0);
  for (int id : legal_ids(st)) out.mutable_data()[id] = 1;
  return out;
}

void apply(PyState& st, const py::object& id_obj, const py::object& player) {
  const std::int64_t id = int_arg(id_obj, "apply_action: action");
  if (!player.is_none()) {
    const int p = st.g->player_arg(player, "apply_action");
    const int to_move = st.game().current_player(*st.state);
    if (p != to_move) {
      throw std::invalid_argument(
          fmt::format("apply_action: player {} is not to move ({})", p,
                      to_move < 0 ? "the game is over" : fmt::format("player {} is", to_move)));
    }
  }
  const Action a = st.legal_action(id);
  st.record.entries.push_back(
      {RecordEntry::Kind::kAction, st.game().action_to_string(*st.state, a), {}, {}, {}});
  st.game().apply_action(*st.state, a, nullptr);
}

std::int64_t string_to_action(const PyState& st, const std::string& text) {
  if (st.game().is_terminal(*st.state)) {
    throw std::invalid_argument("string_to_action: the game is over, no action is legal");
  }
  return st.g->codec->action_index(parse_action(st.game(), *st.state, text));
}

PyState resample(const PyState& st, const py::object& player_obj, std::uint64_t seed) {
  const int player = st.g->player_arg(player_obj, "resample");
  const auto obs = st.game().observation(*st.state, player);
  PyState out = st.copy();
  Rng rng(seed);
  st.game().determinize(*obs, player, rng, *out.state);
  // A sampled world is a new starting position: its record starts there.
  out.record = GameRecord{};
  out.record.game = st.game().spec();
  out.record.start = st.game().state_to_json(*out.state);
  return out;
}

py::dict game_info(const GameInfo& info) {
  py::list options;
  for (const auto& o : info.options) {
    py::dict d;
    d["name"] = o.name;
    d["default"] = o.default_value;
    d["description"] = o.description;
    d["values"] = o.describe_values();
    options.append(d);
  }
  py::dict d;
  d["id"] = info.id;
  d["title"] = info.title;
  d["summary"] = info.summary;
  d["min_players"] = info.min_players;
  d["max_players"] = info.max_players;
  d["options"] = options;
  return d;
}

}  // namespace

std::int64_t int_arg(const py::handle& o, const char* what) {
  PyObject* index = PyNumber_Index(o.ptr());
  if (index == nullptr) {
    PyErr_Clear();
    throw py::type_error(
        fmt::format("{}: expected an integer, got {}", what,
                    py::str(py::type::handle_of(o).attr("__name__")).cast<std::string>()));
  }
  const auto value = py::reinterpret_steal<py::object>(index);
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow != 0) {
    throw std::invalid_argument(
        fmt::format("{}: {} is out of range", what, py::str(value).cast<std::string>()));
  }
  return v;
}

int PyGame::player_arg(const py::handle& o, const char* what) const {
  const std::int64_t p = int_arg(o, what);
  check_player(p, what);
  return static_cast<int>(p);
}

void PyGame::check_player(std::int64_t player, const char* what) const {
  if (player < 0 || player >= game->num_players()) {
    throw std::invalid_argument(
        fmt::format("{}: player {} is not a player of {} (expected 0 to {})", what, player,
                    game->spec(), game->num_players() - 1));
  }
}

Action PyState::legal_action(std::int64_t id) const {
  if (game().is_terminal(*state)) {
    throw std::invalid_argument(fmt::format("action {} is not legal: the game is over", id));
  }
  ActionList legal;
  game().legal_actions(*state, legal);
  for (Action a : legal) {
    if (g->codec->action_index(a) == id) return a;
  }
  if (id < 0 || id >= g->num_actions()) {
    throw std::invalid_argument(
        fmt::format("action id {} is outside the action space [0, {}); legal ids now: {}", id,
                    g->num_actions(), ids_text(legal_ids(*this))));
  }
  throw std::invalid_argument(fmt::format("action {} ({}) is not legal now; legal ids: {}", id,
                                          g->codec->index_meaning(static_cast<int>(id)),
                                          ids_text(legal_ids(*this))));
}

PyState PyState::copy() const {
  return PyState{g, state->clone(), record};
}

py::object to_python(const nlohmann::json& j) {
  return py::module_::import("json").attr("loads")(j.dump());
}

nlohmann::json from_python(const py::handle& o) {
  return nlohmann::json::parse(py::module_::import("json").attr("dumps")(o).cast<std::string>());
}

void bind_game_and_state(py::module_& m) {
  m.def(
      "games",
      [] {
        py::list out;
        for (const auto* def : GameRegistry::instance().list()) {
          if (has_tensor_codec(def->info.id)) out.append(game_info(def->info));
        }
        return out;
      },
      "Every game with its options (a list of dicts).");

  py::class_<PyGame, std::shared_ptr<PyGame>>(m, "Game")
      .def_property_readonly("spec", [](const PyGame& g) { return g.game->spec(); })
      .def_property_readonly("id", [](const PyGame& g) { return g.game->info().id; })
      .def_property_readonly("title", [](const PyGame& g) { return g.game->info().title; })
      .def("info", [](const PyGame& g) { return game_info(g.game->info()); })
      .def("num_players", [](const PyGame& g) { return g.game->num_players(); })
      .def("num_sides", [](const PyGame& g) { return g.game->num_sides(); })
      .def(
          "side_of",
          [](const PyGame& g, const py::object& player) {
            return g.game->side_of(g.player_arg(player, "side_of"));
          },
          "The side (0 to num_sides() - 1) the player fights for; partners share one.")
      .def(
          "options",
          [](const PyGame& g) {
            std::map<std::string, std::string> values(g.game->options().values().begin(),
                                                      g.game->options().values().end());
            return values;
          },
          "The value of every option of this game.")
      .def("num_distinct_actions", &PyGame::num_actions)
      .def(
          "action_meaning",
          [](const PyGame& g, const py::object& id_obj) {
            const std::int64_t id = int_arg(id_obj, "action_meaning");
            if (id < 0 || id >= g.num_actions())
              throw std::invalid_argument(
                  fmt::format("action id {} is outside [0, {})", id, g.num_actions()));
            return g.codec->index_meaning(static_cast<int>(id));
          },
          py::arg("id"), "What the action id means, e.g. 'deploy Line Infantry'.")
      .def("observation_tensor_shape", [](const PyGame& g) { return g.codec->shape(); })
      .def("observation_tensor_size", [](const PyGame& g) { return g.codec->tensor_size(); })
      .def(
          "new_initial_state",
          [](const std::shared_ptr<PyGame>& g, std::uint64_t seed) { return new_state(g, seed); },
          py::arg("seed") = 0)
      .def(
          "deserialize_state",
          [](const std::shared_ptr<PyGame>& g, const std::string& text) {
            return deserialize(g, text);
          },
          py::arg("text"))
      .def("__repr__",
           [](const PyGame& g) { return fmt::format("<bivouac.Game {}>", g.game->spec()); });

  m.def(
      "load_game",
      [](const std::string& spec) { return std::make_shared<PyGame>(make_game(spec)); },
      py::arg("spec"), "A game from 'id' or 'id:option=value,...'.");

  py::class_<PyState>(m, "State")
      .def_property_readonly(
          "game", [](const PyState& st) { return std::const_pointer_cast<PyGame>(st.g); })
      .def("current_player", [](const PyState& st) { return st.game().current_player(*st.state); })
      .def("legal_actions", &legal_ids, "Legal action ids of the player to move, ascending.")
      .def("legal_actions_mask", &mask, "int8 array over the action space, 1 where legal.")
      .def("apply_action", &apply, py::arg("action"), py::arg("player") = py::none(),
           "Applies a legal action id (optionally checking who moves).")
      .def(
          "action_to_string",
          [](const PyState& st, const py::object& id) {
            return st.game().action_to_string(
                *st.state, st.legal_action(int_arg(id, "action_to_string: action")));
          },
          py::arg("action"))
      .def("string_to_action", &string_to_action, py::arg("text"))
      .def("is_terminal", [](const PyState& st) { return st.game().is_terminal(*st.state); })
      .def("returns",
           [](const PyState& st) {
             std::vector<double> r;
             for (int p = 0; p < st.game().num_players(); ++p)
               r.push_back(st.game().returns(*st.state, p));
             return r;
           })
      .def("winning_side", [](const PyState& st) { return st.game().winning_side(*st.state); })
      .def("turn_number", [](const PyState& st) { return st.game().turn_number(*st.state); })
      .def("clone", &PyState::copy)
      .def("__copy__", &PyState::copy)
      .def("serialize",
           [](const PyState& st) { return state_document(st.game(), *st.state).dump(); })
      .def(
          "record", [](const PyState& st) { return to_python(st.record.to_json()); },
          "The record of the game so far (docs/formats.md): replays it exactly.")
      .def(
          "view",
          [](const PyState& st, const py::object& player_obj) {
            const int player = st.g->player_arg(player_obj, "view");
            SeatViewContext ctx;
            ctx.version = st.record.entries.size();
            return to_python(build_seat_view(st.game(), *st.state, player, ctx));
          },
          py::arg("player"),
          "What `player` may see, as a dict: the seat view every client reads "
          "(docs/schema/view.json).")
      .def("observation_tensor", &tensor, py::arg("player"))
      .def("resample", &resample, py::arg("player"), py::arg("seed"),
           "A full state consistent with what `player` knows (the engine's determinize).")
      .def(
          "render",
          [](const PyState& st, const py::object& viewer) {
            // -1: everything; else a player, checked as view checks it (a player outside the
            // game used to read past the game's arrays).
            const bool all = int_arg(viewer, "render: viewer") == -1;
            return st.game().render(*st.state, all ? -1 : st.g->player_arg(viewer, "render"));
          },
          py::arg("viewer") = -1,
          "The board as text for `viewer` (-1: everything); ValueError for any other number "
          "that is not a player.")
      .def("__eq__", [](const PyState& a, const PyState& b) { return a.state->equals(*b.state); })
      .def("__str__", [](const PyState& st) { return st.game().render(*st.state, -1); });
}

}  // namespace bivouac::python
