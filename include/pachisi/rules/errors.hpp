#pragma once
// Every error the library reports goes through raise_error: by default it throws (the types users
// catch: illegal_action, notation_error, record_error, std::invalid_argument, std::logic_error,
// std::length_error).
//
// Builds without exceptions (-fno-exceptions, or PACHISI_NO_EXCEPTIONS defined by the user) get the
// same checks; an error then goes to the error handler, whose default prints the message to stderr
// and calls std::abort. Define PACHISI_NO_EXCEPTIONS the same way in every translation unit of a
// program. In either mode a handler set with set_error_handler is called first: it may log, throw
// an exception of its own (when exceptions are on), or end the program. If it returns, the library
// goes on as if there were no handler (throws, or aborts without exceptions): an error never returns
// to the code that reported it.
//
// In a constant expression an error stops compilation.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

#if !defined(PACHISI_NO_EXCEPTIONS) && !defined(__cpp_exceptions) && !defined(__EXCEPTIONS) && !defined(_CPPUNWIND)
#define PACHISI_NO_EXCEPTIONS 1
#endif

namespace pachisi {

// Thrown by checked_apply (and by apply in debug builds) for an action that is not legal.
struct illegal_action : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// A malformed text: what is wrong and where (0-based column in the text).
struct notation_error : std::invalid_argument {
    notation_error(const std::string& what, std::size_t where)
        : std::invalid_argument("column " + std::to_string(where + 1) + ": " + what), column(where) {}
    std::size_t column;
};

// A game record (text/record.hpp) that cannot be read or replayed. line: 1-based line of the record
// text, 0 when the fault is not on one line (a record made in memory, or a line that is missing).
struct record_error : std::invalid_argument {
    record_error(const std::string& what, std::size_t at_line)
        : std::invalid_argument((at_line ? "record line " + std::to_string(at_line) : std::string("record")) + ": " +
                                what),
          line(at_line) {}
    std::size_t line;
};

// What went wrong, and the exception type that reports it when exceptions are on.
enum class error_kind : std::uint8_t {
    invalid_argument,  // std::invalid_argument: a setup, seat or throw the rules do not allow
    illegal_action,    // illegal_action: apply or checked_apply with an action that is not legal
    notation,          // notation_error: a text that is not valid notation
    record,            // record_error: a game record that cannot be read or replayed
    wrong_stage,       // std::logic_error: a bot asked at a chance node, sample_chance at a decision
    capacity,          // std::length_error: a fixed_list overflow (a bug in a capacity bound)
};

// kind; the full message, as the exception's what() says it (a notation error's starts "column N: ",
// a record error's "record line N: "); where: a notation error's 0-based column, a record error's
// line (0: none), otherwise 0.
using error_handler = void (*)(error_kind kind, const char* message, std::size_t where);

namespace detail {
inline std::atomic<error_handler> installed_error_handler{nullptr};
}  // namespace detail

// Installs `handler` for every thread (nullptr: back to the default) and returns the previous one.
inline error_handler set_error_handler(error_handler handler) noexcept {
    return detail::installed_error_handler.exchange(handler);
}
[[nodiscard]] inline error_handler get_error_handler() noexcept { return detail::installed_error_handler.load(); }

namespace detail {
// The message as the exception type for `kind` words it (see notation_error, record_error).
[[nodiscard]] inline std::string error_text(error_kind kind, const std::string& message, std::size_t where) {
    if (kind == error_kind::notation) return notation_error(message, where).what();
    if (kind == error_kind::record) return record_error(message, where).what();
    return message;
}
}  // namespace detail

// Marks an error path: kept out of line so that the hot code around it stays small.
#if defined(__GNUC__) || defined(__clang__)
#define PACHISI_COLD __attribute__((cold, noinline))
#else
#define PACHISI_COLD
#endif

// Keeps a function out of line where inlining it would cost its callers (see its comment).
#if defined(__GNUC__) || defined(__clang__)
#define PACHISI_NOINLINE __attribute__((noinline))
#else
#define PACHISI_NOINLINE
#endif

// Marks a small helper called in a hot loop, which the compiler might otherwise keep out of line once
// the function around it has grown.
#if defined(__GNUC__) || defined(__clang__)
#define PACHISI_INLINE __attribute__((always_inline))
#else
#define PACHISI_INLINE
#endif

// Unrolls the loop that follows n times: a short loop of known length (a seat's pawns) in a hot path,
// which g++ 12 leaves rolled at -O3.
#define PACHISI_PRAGMA(text) _Pragma(#text)
#if defined(__clang__)
#define PACHISI_UNROLL(n) PACHISI_PRAGMA(unroll n)
#elif defined(__GNUC__)
#define PACHISI_UNROLL(n) PACHISI_PRAGMA(GCC unroll n)
#else
#define PACHISI_UNROLL(n)
#endif

// Reports an error; never returns. where: a notation error's column, a record error's line (see
// error_handler). Not constexpr, so reaching it in a constant expression stops compilation.
[[noreturn]] inline void raise_error(error_kind kind, const std::string& message, std::size_t where = 0) {
    const std::string text = detail::error_text(kind, message, where);
    if (const error_handler handler = get_error_handler()) handler(kind, text.c_str(), where);
#ifdef PACHISI_NO_EXCEPTIONS
    std::fputs("pachisi: ", stderr);
    std::fputs(text.c_str(), stderr);
    std::fputc('\n', stderr);
    std::abort();
#else
    switch (kind) {
        case error_kind::illegal_action: throw illegal_action(text);
        case error_kind::notation: throw notation_error(message, where);
        case error_kind::record: throw record_error(message, where);
        case error_kind::wrong_stage: throw std::logic_error(text);
        case error_kind::capacity: throw std::length_error(text);
        case error_kind::invalid_argument: break;
    }
    throw std::invalid_argument(text);
#endif
}

namespace detail {
// Not constexpr: a call reached during constant evaluation is not a constant expression.
inline void error_in_a_constant_expression(const char*) noexcept {}

// Stops compilation when reached in a constant expression; the compiler's message shows `why`.
// (A template, so that compilers do not reject it for never being a constant expression.)
template <class = void>
constexpr void stop_constant_evaluation([[maybe_unused]] const char* why) {
#ifdef PACHISI_NO_EXCEPTIONS
    error_in_a_constant_expression(why);
#else
    throw why;  // throwing is never a constant expression
#endif
}
}  // namespace detail

}  // namespace pachisi
