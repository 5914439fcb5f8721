#include "cli/lab_export.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "cli/report_assets.h"
#include "core/errors.h"

namespace bivouac::cli {

namespace {

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out) throw SpecError(fmt::format("cannot write {}", path.string()));
}

// Text inside a <script> element must not close it early.
std::string script_safe(std::string text) {
  for (std::size_t at = 0; (at = text.find("</", at)) != std::string::npos; at += 3) {
    text.replace(at, 2, "<\\/");
  }
  return text;
}

std::string html_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string csv_field(const nlohmann::json& v) {
  std::string s = v.is_string() ? v.get<std::string>() : v.dump();
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

std::string csv_row(const std::vector<nlohmann::json>& fields) {
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + csv_field(fields[i]);
  return out + "\n";
}

// Every run in the document with a label: one for sim, A and B for ab, each cell for matrix.
std::vector<std::pair<std::string, const nlohmann::json*>> runs_of(const nlohmann::json& doc) {
  std::vector<std::pair<std::string, const nlohmann::json*>> runs;
  const std::string kind = doc.value("kind", "sim");
  if (kind == "ab") {
    runs.emplace_back("A", &doc["ab"]["a"]);
    runs.emplace_back("B", &doc["ab"]["b"]);
  } else if (kind == "matrix") {
    for (const auto& c : doc["matrix"]["cells"]) {
      runs.emplace_back(c["row"].get<std::string>() + " / " + c["col"].get<std::string>(),
                        &c["run"]);
    }
  } else {
    runs.emplace_back("run", &doc);
  }
  return runs;
}

void add_difference(std::string& out, const std::string& metric, const nlohmann::json& d) {
  out += csv_row({metric, d["a"], d["b"], d["difference"], d["ci95"][0], d["ci95"][1], d["p_value"],
                  d["test"]});
}

}  // namespace

void check_report_available() {
  if (report_chart_library().empty()) {
    throw SpecError(
        "--report is unavailable: this build has no charting library because npm was not found "
        "when it was built. Install npm (apt-get install npm), re-run cmake and rebuild; "
        "--json and --csv work without it.");
  }
}

std::string report_html(const nlohmann::json& doc) {
  check_report_available();
  const std::string title =
      fmt::format("Bivouac lab: {}", doc.contains("game") ? doc["game"].get<std::string>()
                                                          : doc.value("command", std::string()));
  std::string html;
  html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  html += "<title>" + html_escape(title) + "</title>\n";
  html +=
      "<style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5em auto;max-width:1100px;"
      "color:#222}h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid "
      "#ccc}code,pre{background:#f4f4f4;padding:2px 4px}pre{white-space:pre-wrap}"
      "table{border-collapse:collapse;font-size:12px}td,th{border:1px solid #ddd;padding:2px "
      "6px;text-align:right}th{background:#f4f4f4}td:first-child{text-align:left}"
      ".chart{position:relative;height:360px;margin:1em 0}.tall{height:700px}"
      ".note{color:#555;font-size:12px}</style>\n";
  html += "<script>\n" + script_safe(std::string(report_chart_library())) + "\n</script>\n";
  html += "<script id=\"lab-data\" type=\"application/json\">\n" +
          script_safe(doc.dump(-1, ' ', true)) + "\n</script>\n";
  html += "</head>\n<body>\n<h1>" + html_escape(title) + "</h1>\n<div id=\"report\"></div>\n";
  html += "<script>\n" + script_safe(std::string(report_page_script())) + "\n</script>\n";
  html += "</body>\n</html>\n";
  return html;
}

void write_report(const nlohmann::json& doc, const std::string& path) {
  write_file(path, report_html(doc));
}

void write_csv(const nlohmann::json& doc, const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw SpecError(fmt::format("cannot create the directory {}: {}", dir, ec.message()));
  const std::filesystem::path d(dir);
  const auto runs = runs_of(doc);
  std::string summary = csv_row({"run", "game", "games", "metric", "count", "rate", "ci95_low",
                                 "ci95_high", "seed", "command"});
  std::string turns = csv_row({"run", "turns_from", "turns_to", "games"});
  std::string cards;
  for (const auto& entry : runs) {
    const std::string& label = entry.first;
    const auto& r = *entry.second;
    auto row = [&](const std::string& metric, const nlohmann::json& count,
                   const nlohmann::json& i) {
      summary += csv_row({label, r["game"], r["games"], metric, count, i["rate"], i["ci95"][0],
                          i["ci95"][1], doc["seed"], doc["command"]});
    };
    for (const auto& s : r["sides"]) row(s["side"].get<std::string>() + " wins", s["wins"], s);
    row("draws", r["draws"]["count"], r["draws"]);
    row("first mover's side won", nullptr, r["first_player_wins"]);
    const auto& h = r["turn_histogram"];
    const double from = h["first"].get<double>();
    const double width = h["bin_width"].get<double>();
    for (std::size_t b = 0; b < h["counts"].size(); ++b) {
      const double lo = from + width * static_cast<double>(b);
      turns += csv_row({label, lo, lo + width - 1, h["counts"][b]});
    }
    if (r.contains("cards")) {
      if (cards.empty()) {
        cards = csv_row({"run",
                         "card",
                         "drawn",
                         "played",
                         "played_sides",
                         "played_wins",
                         "played_win_rate",
                         "played_ci95_low",
                         "played_ci95_high",
                         "held_sides",
                         "held_wins",
                         "held_win_rate",
                         "held_ci95_low",
                         "held_ci95_high",
                         "impact",
                         "impact_ci95_low",
                         "impact_ci95_high",
                         "p_value",
                         "never_matters",
                         "inconclusive"});
      }
      for (const auto& c : r["cards"]) {
        const bool cmp = c["comparable"].get<bool>();
        cards += csv_row({label,
                          c["card"],
                          c["drawn"],
                          c["played"],
                          c["played_sides"],
                          c["played_wins"],
                          c["played_win_rate"],
                          c["played_ci95"][0],
                          c["played_ci95"][1],
                          c["held_sides"],
                          c["held_wins"],
                          c["held_win_rate"],
                          c["held_ci95"][0],
                          c["held_ci95"][1],
                          cmp ? c["impact"]["difference"] : nlohmann::json(),
                          cmp ? c["impact"]["ci95"][0] : nlohmann::json(),
                          cmp ? c["impact"]["ci95"][1] : nlohmann::json(),
                          cmp ? c["impact"]["p_value"] : nlohmann::json(),
                          c["never_matters"],
                          c["inconclusive"]});
      }
    }
  }
  write_file(d / "summary.csv", summary);
  write_file(d / "turns.csv", turns);
  if (!cards.empty()) write_file(d / "cards.csv", cards);
  if (doc.value("kind", "") == "ab") {
    const auto& ab = doc["ab"];
    std::string out =
        csv_row({"metric", "a", "b", "difference", "ci95_low", "ci95_high", "p_value", "test"});
    for (const auto& s : ab["win_rate"])
      add_difference(out, s["side"].get<std::string>() + " wins", s);
    add_difference(out, "first mover's side won", ab["first_player"]);
    add_difference(out, "turns (mean)", ab["turns"]);
    add_difference(out, "actions (mean)", ab["actions"]);
    write_file(d / "ab.csv", out);
  }
  if (doc.value("kind", "") == "matrix") {
    const auto& m = doc["matrix"];
    std::string out = csv_row(
        {m["rows_name"], m["cols_name"], "games", "side", "win_rate", "ci95_low", "ci95_high"});
    for (const auto& c : m["cells"]) {
      out += csv_row(
          {c["row"], c["col"], c["games"], c["side"], c["rate"], c["ci95"][0], c["ci95"][1]});
    }
    write_file(d / "matrix.csv", out);
  }
}

}  // namespace bivouac::cli
