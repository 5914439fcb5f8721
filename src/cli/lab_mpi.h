#pragma once
// Distributed runs: under `mpirun -n K`, each rank plays the game indices i with i % K == rank
// (every game keeps the seed derive_seed(seed, i)) and the ranks exchange their outcomes, so every
// rank holds the whole batch and the numbers equal a single-process run bit for bit.
#include "sim/lab.h"

namespace bivouac::cli {

class MpiSession {
 public:
  // Initialises MPI when this build has it and the process was started by mpirun.
  MpiSession();
  ~MpiSession();
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;

  [[nodiscard]] int rank() const { return rank_; }
  [[nodiscard]] int size() const { return size_; }
  [[nodiscard]] bool active() const { return active_; }
  // A runner that shards every batch across the ranks (run_batch when not active).
  [[nodiscard]] BatchRunner runner() const;

 private:
  bool active_ = false;
  int rank_ = 0;
  int size_ = 1;
};

// Whether this build was made with MPI (BIVOUAC_MPI).
[[nodiscard]] bool mpi_built();

}  // namespace bivouac::cli
