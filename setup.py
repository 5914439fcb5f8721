"""The bivouac Python package, built by CMake (docs/python.md, "Install").

    python3 -m venv --system-site-packages VENV        # Debian's python3, Debian's NumPy
    VENV/bin/pip install --no-build-isolation .         # from the checkout; downloads nothing

setuptools (Debian's) drives the build the way OpenSpiel's setup.py does: the extension module
is not compiled by setuptools but by the project's own CMake build (python/CMakeLists.txt,
target bivouac_python, with Debian's pybind11), in the Release preset's folder build/release
unless BIVOUAC_BUILD_DIR names another, so a build already made is reused. The package's Python
files come from python/bivouac. No dependency is declared: NumPy comes from Debian
(python3-numpy, `scripts/install-deps python`), so pip never looks for one elsewhere.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


def configured_python(build_dir):
    """The real path of the python a CMake build folder is configured for, or None."""
    cache = build_dir / "CMakeCache.txt"
    if not cache.is_file():
        return None
    for line in cache.read_text(errors="replace").splitlines():
        if line.startswith("Python_EXECUTABLE:"):
            return os.path.realpath(line.split("=", 1)[1].strip())
    return None


class CMakeExtension(Extension):
    """An extension module that a CMake target builds."""

    def __init__(self, name, target):
        super().__init__(name, sources=[])
        self.target = target


class CMakeBuild(build_ext):
    """Configures and builds the CMake target, then copies the module where setuptools wants it."""

    def build_extension(self, ext):
        # The interpreter the module is for: the one the virtual environment was made from (its
        # headers and ABI), not the environment's own python link.
        python = getattr(sys, "_base_executable", None) or sys.executable
        env = dict(os.environ)
        env.setdefault("CCACHE_BASEDIR", str(ROOT))
        env.setdefault("CCACHE_NOHASHDIR", "1")
        build_dir = os.environ.get("BIVOUAC_BUILD_DIR")
        if build_dir:
            configure = ["cmake", "-S", str(ROOT), "-B", build_dir, "-G", "Ninja"]
            configure += ["-DCMAKE_BUILD_TYPE=Release"]
        else:
            build_dir = str(ROOT / "build" / "release")
            configure = ["cmake", "--preset", "release"]
        # The same interpreter under another name (python3, python3.11) keeps the build as it is
        # configured: naming it anew would make CMake rebuild the module for nothing.
        if configured_python(Path(build_dir)) != os.path.realpath(python):
            configure.append(f"-DPython_EXECUTABLE={python}")
        subprocess.run(configure, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
        build = ["cmake", "--build", build_dir, "--target", ext.target]
        subprocess.run(build, cwd=ROOT, env=env, check=True)
        built = sorted((Path(build_dir) / "python" / "bivouac").glob("_bivouac*.so"))
        if not built:
            raise RuntimeError(f"CMake built no _bivouac module in {build_dir}/python/bivouac")
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built[-1], target)


setup(
    name="bivouac",
    version="0.1.0",
    description="Bivouac's engine for Python: card-driven wargames, tensors, vector envs, bots",
    packages=["bivouac"],
    package_dir={"": "python"},
    ext_modules=[CMakeExtension("bivouac._bivouac", target="bivouac_python")],
    cmdclass={"build_ext": CMakeBuild},
    python_requires=">=3.11",
    zip_safe=False,
)
