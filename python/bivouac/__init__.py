"""Bivouac's engine for Python: games, states, observation tensors, vectorized games and bots.

    import bivouac
    game = bivouac.load_game("muskets")
    state = game.new_initial_state(seed=1)
    state.apply_action(state.legal_actions()[0])

Action ids are indices of each game's fixed action space (game.num_distinct_actions()), and
observations are float32 arrays of game.observation_tensor_shape() built only from what the player
may know. docs/python.md describes every id and every tensor field.
"""

from ._bivouac import Bot, Game, State, VectorEnv, games, load_game

__all__ = ["Bot", "Game", "State", "VectorEnv", "games", "load_game"]
