#include "server/static_files.h"

#include <system_error>

namespace bivouac::server {

namespace fs = std::filesystem;

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// True when the path stays inside `root` after resolving every link.
bool inside(const fs::path& root, const fs::path& file) {
  std::error_code ec;
  const fs::path real = fs::canonical(file, ec);
  if (ec) return false;
  auto r = root.begin();
  auto f = real.begin();
  for (; r != root.end(); ++r, ++f) {
    if (f == real.end() || *r != *f) return false;
  }
  return true;
}

bool regular_file(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}

}  // namespace

std::optional<std::string> decode_url_path(std::string_view path) {
  std::string out;
  out.reserve(path.size());
  for (std::size_t i = 0; i < path.size(); ++i) {
    char c = path[i];
    if (c == '%') {
      if (i + 2 >= path.size()) return std::nullopt;
      const int hi = hex_value(path[i + 1]);
      const int lo = hex_value(path[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      c = static_cast<char>(hi * 16 + lo);
      i += 2;
    }
    if (c == '\0') return std::nullopt;
    out.push_back(c);
  }
  return out;
}

std::string content_type_for(const fs::path& file) {
  const std::string ext = file.extension().string();
  if (ext == ".html" || ext == ".htm") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".woff2") return "font/woff2";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  if (ext == ".wasm") return "application/wasm";
  return "application/octet-stream";
}

std::optional<StaticFile> resolve_static(const fs::path& root, std::string_view target) {
  const std::string_view path = target.substr(0, target.find_first_of("?#"));
  if (path.empty() || path.front() != '/') return std::nullopt;
  const auto decoded = decode_url_path(path);
  if (!decoded) return std::nullopt;
  // Check every segment: no parent steps, no hidden files, no backslashes.
  fs::path relative;
  std::string_view rest = *decoded;
  bool last_has_dot = false;
  while (!rest.empty()) {
    const auto slash = rest.find('/');
    const std::string_view seg = rest.substr(0, slash);
    rest = slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
    if (seg.empty()) continue;
    if (seg.front() == '.' || seg.find('\\') != std::string_view::npos) return std::nullopt;
    relative /= std::string(seg);
    last_has_dot = seg.find('.') != std::string_view::npos;
  }
  fs::path file = root / relative;
  std::error_code ec;
  if (fs::is_directory(file, ec)) file /= "index.html";
  if (regular_file(file) && inside(root, file)) return StaticFile{file, content_type_for(file)};
  if (last_has_dot) return std::nullopt;  // a missing asset is a 404, not the page
  const fs::path index = root / "index.html";
  if (regular_file(index) && inside(root, index)) return StaticFile{index, content_type_for(index)};
  return std::nullopt;
}

}  // namespace bivouac::server
