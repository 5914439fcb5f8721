"""The few Gymnasium spaces the PettingZoo interface needs.

Gymnasium's own classes are used when it is installed; otherwise these stand-ins offer the same
constructor arguments and the methods the PettingZoo API uses: sample (with an action mask for
Discrete), contains, seed, shape, dtype, n, low and high.
"""

import numpy as np

try:  # pragma: no cover - depends on the machine
    from gymnasium.spaces import Box, Dict, Discrete, Space  # noqa: F401

    FROM_GYMNASIUM = True
except ImportError:
    FROM_GYMNASIUM = False

    class Space:
        """Base of the stand-in spaces: a shape, a dtype and a seeded generator."""

        def __init__(self, shape=None, dtype=None, seed=None):
            self.shape = None if shape is None else tuple(shape)
            self.dtype = None if dtype is None else np.dtype(dtype)
            self.np_random = np.random.default_rng(seed)

        def seed(self, seed=None):
            self.np_random = np.random.default_rng(seed)
            return [seed]

        def __contains__(self, x):
            return self.contains(x)

    class Discrete(Space):
        """Integers 0 .. n-1."""

        def __init__(self, n, seed=None, start=0):
            super().__init__((), np.int64, seed)
            self.n = int(n)
            self.start = int(start)

        def sample(self, mask=None):
            if mask is None:
                return int(self.start + self.np_random.integers(self.n))
            mask = np.asarray(mask)
            if mask.shape != (self.n,) or mask.dtype != np.int8:
                raise ValueError(f"the mask must be an int8 array of shape ({self.n},)")
            legal = np.flatnonzero(mask)
            if legal.size == 0:
                return self.start
            return int(self.start + self.np_random.choice(legal))

        def contains(self, x):
            if isinstance(x, (int, np.integer)):
                return self.start <= int(x) < self.start + self.n
            if isinstance(x, np.ndarray) and x.shape == () and np.issubdtype(x.dtype, np.integer):
                return self.start <= int(x) < self.start + self.n
            return False

        def __eq__(self, other):
            return isinstance(other, Discrete) and (self.n, self.start) == (other.n, other.start)

        def __repr__(self):
            return f"Discrete({self.n})"

    class Box(Space):
        """Arrays of a fixed shape and dtype with every value in [low, high]."""

        def __init__(self, low, high, shape=None, dtype=np.float32, seed=None):
            dtype = np.dtype(dtype)
            if shape is None:
                shape = np.shape(low)
            super().__init__(shape, dtype, seed)
            self.low = np.full(self.shape, low, dtype=dtype)
            self.high = np.full(self.shape, high, dtype=dtype)

        def sample(self, mask=None):
            if np.issubdtype(self.dtype, np.integer):
                return self.np_random.integers(self.low, self.high, endpoint=True).astype(
                    self.dtype
                )
            return self.np_random.uniform(self.low, self.high).astype(self.dtype)

        def contains(self, x):
            if not isinstance(x, np.ndarray) or x.shape != self.shape:
                return False
            if not np.can_cast(x.dtype, self.dtype):
                return False
            return bool(np.all(x >= self.low) and np.all(x <= self.high))

        def __eq__(self, other):
            return (
                isinstance(other, Box)
                and self.shape == other.shape
                and self.dtype == other.dtype
                and np.array_equal(self.low, other.low)
                and np.array_equal(self.high, other.high)
            )

        def __repr__(self):
            return f"Box({self.low.min()}, {self.high.max()}, {self.shape}, {self.dtype})"

    class Dict(Space):
        """A dict of named spaces."""

        def __init__(self, spaces, seed=None):
            super().__init__(None, None, seed)
            self.spaces = dict(spaces)

        def __getitem__(self, key):
            return self.spaces[key]

        def keys(self):
            return self.spaces.keys()

        def sample(self, mask=None):
            return {k: s.sample() for k, s in self.spaces.items()}

        def seed(self, seed=None):
            for i, s in enumerate(self.spaces.values()):
                s.seed(None if seed is None else seed + i)
            return [seed]

        def contains(self, x):
            return (
                isinstance(x, dict)
                and x.keys() == self.spaces.keys()
                and all(s.contains(x[k]) for k, s in self.spaces.items())
            )

        def __eq__(self, other):
            return isinstance(other, Dict) and self.spaces == other.spaces

        def __repr__(self):
            return f"Dict({self.spaces!r})"
