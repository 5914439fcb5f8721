#include "cli/lab_document.h"

#include <fmt/format.h>

#include <set>

#include "sim/lab_json.h"

namespace bivouac::cli {

namespace {

constexpr const char* kVersion = "0.1.0";

std::string pct(double x) {
  return fmt::format("{:.1f}%", 100 * x);
}
std::string signed_pct(double x) {
  return fmt::format("{:+.1f}%", 100 * x);
}
std::string games_line(const nlohmann::json& doc, std::int64_t games) {
  if (doc.value("until_ci", 0.0) <= 0) return "";
  return fmt::format(
      "sequential stopping: every rate interval narrower than {:.3f} {} after {} "
      "games (cap {})\n",
      doc["until_ci"].get<double>(),
      doc.value("converged", false) ? "was reached" : "was NOT reached", games,
      doc["cap"].get<int>());
}

// The rate a matrix cell shows, with its interval.
nlohmann::json cell_rate(const LabMatrix& m, const MatrixCell& c) {
  const SimReport& r = c.run.report;
  std::size_t side = 0;
  if (m.seats) {
    const int seat = std::stoi(c.col) - 1;
    side = static_cast<std::size_t>(c.run.game->side_of(seat));
  }
  const Interval& i = r.side_wins[side];
  return {{"rate", i.estimate}, {"ci95", {i.low, i.high}}, {"side", r.side_names[side]}};
}

}  // namespace

nlohmann::json lab_meta_json(const LabMeta& meta) {
  nlohmann::json j = {{"format", "bivouac-lab"}, {"bivouac_version", kVersion},
                      {"command", meta.command}, {"seed", meta.seed},
                      {"threads", meta.threads}, {"ranks", meta.ranks},
                      {"cap", meta.cap},         {"until_ci", meta.until_ci}};
  return j;
}

nlohmann::json sim_document(const LabMeta& meta, const LabRun& run) {
  nlohmann::json doc = lab_run_json(run);  // the plain report's fields stay at the top level
  doc.update(lab_meta_json(meta));
  doc["kind"] = "sim";
  return doc;
}

nlohmann::json ab_document(const LabMeta& meta, const AbResult& ab) {
  nlohmann::json doc = lab_meta_json(meta);
  doc["kind"] = "ab";
  doc["game"] = meta.game;
  doc["ab"] = ab_json(ab);
  doc["converged"] = ab.converged;
  doc["games"] = ab.a.outcomes.size();
  return doc;
}

nlohmann::json matrix_document(const LabMeta& meta, const LabMatrix& m) {
  nlohmann::json doc = lab_meta_json(meta);
  doc["kind"] = "matrix";
  doc["game"] = meta.game;
  nlohmann::json cells = nlohmann::json::array();
  bool converged = true;
  std::size_t games = 0;
  std::set<std::string> seen;
  for (const MatrixCell& c : m.cells) {
    nlohmann::json cell = cell_rate(m, c);
    cell["row"] = c.row;
    cell["col"] = c.col;
    cell["games"] = c.run.outcomes.size();
    cell["run"] = lab_run_json(c.run);
    cells.push_back(cell);
    converged = converged && c.run.converged;
    // Seat-matrix cells of one row share a run: count its games once.
    if (seen.insert(c.run.label).second) games += c.run.outcomes.size();
  }
  doc["matrix"] = {{"rows_name", m.row_name}, {"cols_name", m.col_name}, {"rows", m.rows},
                   {"cols", m.cols},          {"metric", m.metric},      {"cells", cells}};
  doc["converged"] = converged;
  doc["games"] = games;
  return doc;
}

std::string cards_text(const nlohmann::json& cards) {
  std::string out =
      "per-card impact: win rate of the side that played the card vs the side that held it and "
      "did not (95% intervals)\n";
  out += fmt::format("  {:<34} {:>8} {:>8}  {:<22} {:<22} {:<26} {}\n", "card", "drawn", "played",
                     "played: wins", "held only: wins", "impact [95%]", "");
  for (const auto& c : cards) {
    std::string impact = "not comparable";
    if (c["comparable"].get<bool>()) {
      const auto& d = c["impact"];
      impact = fmt::format("{} [{}, {}]", signed_pct(d["difference"].get<double>()),
                           signed_pct(d["ci95"][0].get<double>()),
                           signed_pct(d["ci95"][1].get<double>()));
    }
    out +=
        fmt::format("  {:<34} {:>8} {:>8}  {:<22} {:<22} {:<26} {}\n", c["card"].get<std::string>(),
                    c["drawn"].get<std::int64_t>(), c["played"].get<std::int64_t>(),
                    fmt::format("{} of {}", pct(c["played_win_rate"].get<double>()),
                                c["played_sides"].get<std::int64_t>()),
                    fmt::format("{} of {}", pct(c["held_win_rate"].get<double>()),
                                c["held_sides"].get<std::int64_t>()),
                    impact,
                    c["never_matters"].get<bool>()  ? "never matters"
                    : c["inconclusive"].get<bool>() ? "too few games to tell"
                                                    : "");
  }
  return out;
}

std::string sim_text(const nlohmann::json& doc, const LabRun& run) {
  std::string out = report_to_text(run.report);
  out += games_line(doc, static_cast<std::int64_t>(run.outcomes.size()));
  if (doc.contains("cards")) out += cards_text(doc["cards"]);
  return out;
}

std::string ab_text(const nlohmann::json& doc) {
  const auto& ab = doc["ab"];
  std::string out = fmt::format(
      "A/B: A = {}, B = {}\n{} games each, {} (seed {}); differences are B - A with 95% "
      "intervals\n",
      ab["a"]["game"].get<std::string>(), ab["b"]["game"].get<std::string>(),
      ab["games"].get<std::size_t>(),
      ab["paired"].get<bool>() ? "paired (common random numbers)" : "independent",
      doc["seed"].get<std::uint64_t>());
  out += fmt::format("  {:<24} {:>9} {:>9} {:>9}  {:<22} {:>8}  {}\n", "", "A", "B", "B - A",
                     "95% interval", "p", "test");
  auto rate_row = [&](const std::string& name, const nlohmann::json& d) {
    out += fmt::format("  {:<24} {:>9} {:>9} {:>9}  {:<22} {:>8.4f}  {}\n", name,
                       pct(d["a"].get<double>()), pct(d["b"].get<double>()),
                       signed_pct(d["difference"].get<double>()),
                       fmt::format("[{}, {}]", signed_pct(d["ci95"][0].get<double>()),
                                   signed_pct(d["ci95"][1].get<double>())),
                       d["p_value"].get<double>(), d["test"].get<std::string>());
  };
  auto mean_row = [&](const std::string& name, const nlohmann::json& d) {
    out += fmt::format(
        "  {:<24} {:>9.2f} {:>9.2f} {:>+9.2f}  {:<22} {:>8.4f}  {}\n", name, d["a"].get<double>(),
        d["b"].get<double>(), d["difference"].get<double>(),
        fmt::format("[{:+.2f}, {:+.2f}]", d["ci95"][0].get<double>(), d["ci95"][1].get<double>()),
        d["p_value"].get<double>(), d["test"].get<std::string>());
  };
  for (const auto& s : ab["win_rate"]) rate_row(s["side"].get<std::string>() + " wins", s);
  rate_row("first mover's side won", ab["first_player"]);
  mean_row("turns (mean)", ab["turns"]);
  mean_row("actions (mean)", ab["actions"]);
  out += games_line(doc, ab["games"].get<std::int64_t>());
  if (ab["a"].contains("cards")) {
    out += "A: " + cards_text(ab["a"]["cards"]);
    out += "B: " + cards_text(ab["b"]["cards"]);
  }
  return out;
}

std::string matrix_text(const nlohmann::json& doc) {
  const auto& m = doc["matrix"];
  std::string out = fmt::format("{} ({} down, {} across), 95% Wilson intervals\n{:<10}",
                                m["metric"].get<std::string>(), m["rows_name"].get<std::string>(),
                                m["cols_name"].get<std::string>(), "");
  for (const auto& c : m["cols"]) out += fmt::format("{:<24}", c.get<std::string>());
  out += "\n";
  std::size_t k = 0;
  for (const auto& r : m["rows"]) {
    out += fmt::format("{:<10}", r.get<std::string>());
    for (std::size_t c = 0; c < m["cols"].size(); ++c) {
      const bool here = k < m["cells"].size() && m["cells"][k]["row"] == r &&
                        m["cells"][k]["col"] == m["cols"][c];
      if (here) {
        const auto& cell = m["cells"][k];
        out +=
            fmt::format("{:5.1f}% [{:4.1f},{:4.1f}]    ", 100 * cell["rate"].get<double>(),
                        100 * cell["ci95"][0].get<double>(), 100 * cell["ci95"][1].get<double>());
        ++k;
      } else {
        out += fmt::format("{:<24}", "-");
      }
    }
    out += "\n";
  }
  out += games_line(doc, doc["games"].get<std::int64_t>());
  return out;
}

}  // namespace bivouac::cli
