#pragma once
// A small XML well-formedness checker for the SVG boards' tests (tests/board_svg.cpp,
// tests/board_pictures_arms.cpp): every element in document order, with its attributes and text.
#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace svg_xml {

struct element {
    std::string name;
    std::map<std::string, std::string> attributes;
    std::string text;  // character data directly inside the element
    int depth = 0;
    [[nodiscard]] bool has_class(std::string_view word) const {
        const auto it = attributes.find("class");
        if (it == attributes.end()) return false;
        std::string_view classes = it->second;
        while (!classes.empty()) {
            const std::size_t space = classes.find(' ');
            if (classes.substr(0, space) == word) return true;
            classes = space == std::string_view::npos ? std::string_view{} : classes.substr(space + 1);
        }
        return false;
    }
    [[nodiscard]] bool has(const std::string& key) const { return attributes.count(key) != 0; }
    [[nodiscard]] int number(const std::string& key) const { return std::stoi(attributes.at(key)); }
};

struct xml_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

inline bool is_name_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == ':' || c == '.';
}

// Character data and attribute values may hold only the five predefined entities after '&', and
// never '<'.
inline void check_escaped(std::string_view text, std::size_t at) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '<') throw xml_error("'<' in text at " + std::to_string(at + i));
        if (text[i] != '&') continue;
        const std::size_t semi = text.find(';', i);
        const std::string_view entity = text.substr(i, semi == std::string_view::npos ? 1 : semi - i + 1);
        if (entity != "&amp;" && entity != "&lt;" && entity != "&gt;" && entity != "&quot;" && entity != "&apos;")
            throw xml_error("bad entity at " + std::to_string(at + i));
    }
}

// Every element in document order. Throws xml_error unless tags balance, attributes are quoted and
// unique, and there is exactly one root element, <svg>, with only white space around it.
inline std::vector<element> parse_xml(std::string_view doc) {
    std::vector<element> elements;
    std::vector<std::size_t> open;  // indices into elements
    int roots = 0;
    std::size_t i = 0;
    const auto skip_space = [&] {
        while (i < doc.size() && (doc[i] == ' ' || doc[i] == '\n' || doc[i] == '\t' || doc[i] == '\r')) ++i;
    };
    const auto name = [&] {
        const std::size_t start = i;
        while (i < doc.size() && is_name_char(doc[i])) ++i;
        if (i == start) throw xml_error("name expected at " + std::to_string(start));
        return std::string(doc.substr(start, i - start));
    };
    while (i < doc.size()) {
        if (doc[i] != '<') {
            const std::size_t end = std::min(doc.find('<', i), doc.size());
            const std::string_view text = doc.substr(i, end - i);
            check_escaped(text, i);
            if (open.empty() && text.find_first_not_of(" \n\t\r") != std::string_view::npos)
                throw xml_error("text outside the root at " + std::to_string(i));
            if (!open.empty()) elements[open.back()].text += text;
            i = end;
            continue;
        }
        ++i;
        if (i < doc.size() && doc[i] == '/') {  // a closing tag
            ++i;
            const std::string closing = name();
            skip_space();
            if (i >= doc.size() || doc[i] != '>') throw xml_error("'>' expected at " + std::to_string(i));
            ++i;
            if (open.empty() || elements[open.back()].name != closing)
                throw xml_error("unbalanced </" + closing + "> at " + std::to_string(i));
            open.pop_back();
            continue;
        }
        element e;
        e.name = name();
        e.depth = static_cast<int>(open.size());
        if (open.empty() && ++roots > 1) throw xml_error("a second root element: " + e.name);
        for (;;) {
            const std::size_t before = i;
            skip_space();
            if (i >= doc.size()) throw xml_error("unterminated tag");
            if (doc[i] == '>' || doc[i] == '/') break;
            if (i == before) throw xml_error("space expected before an attribute at " + std::to_string(i));
            const std::string key = name();
            if (i >= doc.size() || doc[i] != '=') throw xml_error("'=' expected after " + key);
            ++i;
            if (i >= doc.size() || (doc[i] != '"' && doc[i] != '\'')) throw xml_error("unquoted value of " + key);
            const char quote = doc[i++];
            const std::size_t end = doc.find(quote, i);
            if (end == std::string_view::npos) throw xml_error("unterminated value of " + key);
            const std::string_view value = doc.substr(i, end - i);
            check_escaped(value, i);
            if (!e.attributes.emplace(key, std::string(value)).second)
                throw xml_error("attribute " + key + " twice in <" + e.name + ">");
            i = end + 1;
        }
        const bool empty = doc[i] == '/';
        if (empty && (i + 1 >= doc.size() || doc[i + 1] != '>')) throw xml_error("'/>' expected");
        i += empty ? 2 : 1;
        elements.push_back(std::move(e));
        if (!empty) open.push_back(elements.size() - 1);
    }
    if (!open.empty()) throw xml_error("<" + elements[open.back()].name + "> is never closed");
    if (roots != 1 || elements.front().name != "svg") throw xml_error("the root must be one <svg>");
    return elements;
}

inline std::vector<const element*> with_class(const std::vector<element>& elements, std::string_view word) {
    std::vector<const element*> found;
    for (const auto& e : elements)
        if (e.has_class(word)) found.push_back(&e);
    return found;
}

}  // namespace svg_xml
