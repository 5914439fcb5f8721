// The bivouac._bivouac extension module: games and states, the vectorized environment and bots.
// The pure-Python package bivouac/ re-exports it and adds the PettingZoo interface.
#include "py_types.h"

PYBIND11_MODULE(_bivouac, m) {
  m.doc() = "Bivouac's engine: games, states, observation tensors, vectorized games and bots";
  bivouac::python::bind_game_and_state(m);
  bivouac::python::bind_vector_env(m);
  bivouac::python::bind_bot(m);
}
