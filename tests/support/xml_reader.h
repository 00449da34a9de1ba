#pragma once

// A small reader of the XML that Kosumi's pictures are, for tests: elements
// with their attributes and children, and the text inside them. It refuses
// what is not well-formed (unclosed or mismatched tags, a bare '&' or '<',
// a repeated attribute), so a picture a browser would not open fails.
#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kosumi::svg::testing {

struct Element {
  std::string name;
  std::map<std::string, std::string> attributes;
  std::vector<std::unique_ptr<Element>> children;
  std::string text;  // the text directly inside, entities decoded

  const std::string& attribute(const std::string& key) const {
    const auto it = attributes.find(key);
    if (it == attributes.end()) throw std::runtime_error("no attribute " + key + " on " + name);
    return it->second;
  }
  bool has_class(std::string_view cls) const {
    const auto it = attributes.find("class");
    if (it == attributes.end()) return false;
    const std::string& all = it->second;
    for (size_t start = 0; start <= all.size();) {
      const size_t end = std::min(all.find(' ', start), all.size());
      if (all.substr(start, end - start) == cls) return true;
      start = end + 1;
    }
    return false;
  }
  // Every element below this one (itself included) with class `cls`.
  std::vector<const Element*> with_class(std::string_view cls) const {
    std::vector<const Element*> found;
    collect(cls, found);
    return found;
  }

 private:
  void collect(std::string_view cls, std::vector<const Element*>& found) const {
    if (has_class(cls)) found.push_back(this);
    for (const auto& child : children)
      child->collect(cls, found);
  }
};

class XmlReader {
 public:
  explicit XmlReader(std::string_view text) : text_(text) {}

  std::unique_ptr<Element> document() {
    skip_space();
    if (text_.substr(pos_, 5) == "<?xml") {
      pos_ = text_.find("?>", pos_);
      if (pos_ == std::string_view::npos) fail("unclosed declaration");
      pos_ += 2;
    }
    skip_space();
    auto root = element();
    skip_space();
    if (pos_ != text_.size()) fail("text after the root element");
    return root;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(what + " at offset " + std::to_string(pos_));
  }
  void skip_space() {
    while (pos_ < text_.size() &&
           std::string_view(" \t\r\n").find(text_[pos_]) != std::string_view::npos)
      ++pos_;
  }
  std::string name() {
    const size_t start = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) ||
                                   text_[pos_] == '-' || text_[pos_] == '_' || text_[pos_] == ':'))
      ++pos_;
    if (pos_ == start) fail("a name expected");
    return std::string(text_.substr(start, pos_ - start));
  }
  std::string decoded(std::string_view raw) const {
    std::string out;
    for (size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] == '<') fail("'<' in text");
      if (raw[i] != '&') {
        out += raw[i];
        continue;
      }
      const size_t end = raw.find(';', i);
      if (end == std::string_view::npos) fail("a bare '&'");
      const std::string_view entity = raw.substr(i, end - i + 1);
      if (entity == "&amp;")
        out += '&';
      else if (entity == "&lt;")
        out += '<';
      else if (entity == "&gt;")
        out += '>';
      else if (entity == "&quot;")
        out += '"';
      else
        fail("unknown entity " + std::string(entity));
      i = end;
    }
    return out;
  }
  std::unique_ptr<Element> element() {
    if (pos_ >= text_.size() || text_[pos_] != '<') fail("'<' expected");
    ++pos_;
    auto e = std::make_unique<Element>();
    e->name = name();
    for (;;) {
      skip_space();
      if (text_.substr(pos_, 2) == "/>") {
        pos_ += 2;
        return e;
      }
      if (pos_ < text_.size() && text_[pos_] == '>') {
        ++pos_;
        break;
      }
      const std::string key = name();
      if (text_.substr(pos_, 2) != "=\"") fail("=\" expected after " + key);
      pos_ += 2;
      const size_t end = text_.find('"', pos_);
      if (end == std::string_view::npos) fail("unclosed attribute");
      if (!e->attributes.emplace(key, decoded(text_.substr(pos_, end - pos_))).second) {
        fail("repeated attribute " + key);
      }
      pos_ = end + 1;
    }
    for (;;) {
      const size_t next = text_.find('<', pos_);
      if (next == std::string_view::npos) fail("unclosed element " + e->name);
      e->text += decoded(text_.substr(pos_, next - pos_));
      pos_ = next;
      if (text_.substr(pos_, 2) == "</") {
        pos_ += 2;
        if (name() != e->name) fail("mismatched end of " + e->name);
        skip_space();
        if (pos_ >= text_.size() || text_[pos_] != '>') fail("'>' expected");
        ++pos_;
        return e;
      }
      e->children.push_back(element());
    }
  }

  std::string_view text_;
  size_t pos_ = 0;
};

inline std::unique_ptr<Element> read_xml(std::string_view text) {
  return XmlReader(text).document();
}

}  // namespace kosumi::svg::testing
