#include "cli/lab_mpi.h"

#include <cstdlib>
#include <string>

#include "sim/outcome_io.h"

#ifdef BIVOUAC_MPI
#include <mpi.h>
#endif

namespace bivouac::cli {

bool mpi_built() {
#ifdef BIVOUAC_MPI
  return true;
#else
  return false;
#endif
}

#ifdef BIVOUAC_MPI

namespace {
// Launched by mpirun (OpenMPI or a PMI launcher)? A plain run never initialises MPI.
bool launched_by_mpirun() {
  return std::getenv("OMPI_COMM_WORLD_SIZE") != nullptr || std::getenv("PMI_SIZE") != nullptr ||
         std::getenv("PMIX_RANK") != nullptr;
}

std::vector<GameOutcome> sharded(const SimConfig& config, int rank, int size) {
  SimConfig mine = config;
  mine.shard = rank;
  mine.shard_count = size;
  if (rank != 0) mine.progress = nullptr;
  std::vector<GameOutcome> own = run_shard(mine);
  const std::vector<std::uint8_t> bytes = encode_outcomes(own);
  int my_size = static_cast<int>(bytes.size());
  std::vector<int> sizes(static_cast<std::size_t>(size));
  MPI_Allgather(&my_size, 1, MPI_INT, sizes.data(), 1, MPI_INT, MPI_COMM_WORLD);
  std::vector<int> offsets(static_cast<std::size_t>(size), 0);
  int total = 0;
  for (int r = 0; r < size; ++r) {
    offsets[static_cast<std::size_t>(r)] = total;
    total += sizes[static_cast<std::size_t>(r)];
  }
  std::vector<std::uint8_t> all(static_cast<std::size_t>(total));
  MPI_Allgatherv(bytes.data(), my_size, MPI_BYTE, all.data(), sizes.data(), offsets.data(),
                 MPI_BYTE, MPI_COMM_WORLD);
  std::vector<GameOutcome> out(static_cast<std::size_t>(config.games));
  // Rank r's games are the local indices r', r' + size, ... (r' = r shifted by first_game).
  auto place = [&](std::vector<GameOutcome> games, int r) {
    int i = ((r - config.first_game) % size + size) % size;
    for (GameOutcome& g : games) {
      out[static_cast<std::size_t>(i)] = std::move(g);
      i += size;
    }
  };
  for (int r = 0; r < size; ++r) {
    if (r == rank) continue;
    place(decode_outcomes(std::span<const std::uint8_t>(
              all.data() + offsets[static_cast<std::size_t>(r)],
              static_cast<std::size_t>(sizes[static_cast<std::size_t>(r)]))),
          r);
  }
  // This rank's own games need no decoding.
  place(std::move(own), rank);
  return out;
}
}  // namespace

MpiSession::MpiSession() {
  if (!launched_by_mpirun()) return;
  int provided = 0;
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
  active_ = true;
}

MpiSession::~MpiSession() {
  if (active_) MPI_Finalize();
}

BatchRunner MpiSession::runner() const {
  if (!active_ || size_ <= 1) return {};
  const int rank = rank_;
  const int size = size_;
  return [rank, size](const SimConfig& c) { return sharded(c, rank, size); };
}

#else

MpiSession::MpiSession() = default;
MpiSession::~MpiSession() = default;
BatchRunner MpiSession::runner() const {
  return {};
}

#endif

}  // namespace bivouac::cli
