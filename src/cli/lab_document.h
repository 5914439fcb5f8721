#pragma once
// The document a lab run produces (--json prints it, --csv flattens it, --report draws it) and
// its plain-text form. Kinds: "sim" (one run), "ab" (two variants) and "matrix" (a grid of runs).
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "sim/lab.h"

namespace bivouac::cli {

struct LabMeta {
  std::string command;  // the exact command that reproduces the numbers
  std::string game;     // the base game spec
  std::uint64_t seed = 1;
  int threads = 1;
  int ranks = 1;
  double until_ci = 0;
  int cap = 0;
};

struct MatrixCell {
  std::string row;
  std::string col;
  LabRun run;
};

struct LabMatrix {
  std::string row_name;  // an option, or "players" for the seat matrix
  std::string col_name;  // an option, or "seat"
  std::vector<std::string> rows;
  std::vector<std::string> cols;
  std::string metric;  // what each cell's rate is
  std::vector<MatrixCell> cells;
  // Per cell the rate shown: side 1's wins, or for the seat matrix the seat's side's wins.
  bool seats = false;
};

[[nodiscard]] nlohmann::json lab_meta_json(const LabMeta& meta);
[[nodiscard]] nlohmann::json sim_document(const LabMeta& meta, const LabRun& run);
[[nodiscard]] nlohmann::json ab_document(const LabMeta& meta, const AbResult& ab);
[[nodiscard]] nlohmann::json matrix_document(const LabMeta& meta, const LabMatrix& m);

[[nodiscard]] std::string sim_text(const nlohmann::json& doc, const LabRun& run);
[[nodiscard]] std::string ab_text(const nlohmann::json& doc);
[[nodiscard]] std::string matrix_text(const nlohmann::json& doc);
[[nodiscard]] std::string cards_text(const nlohmann::json& cards);

}  // namespace bivouac::cli
