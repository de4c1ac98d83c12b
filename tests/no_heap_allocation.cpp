// No heap allocation in legal-action generation, apply, apply_throw, undo or chance_outcomes: this
// file replaces the global operator new and delete (every usual overload, forwarding to malloc and
// free) with versions that count calls while a measured region is open, then plays many random games
// of every preset with the counter on around exactly those calls, and requires the count to be zero.
//
// The replacement is program-wide (it is linked into pachisi_tests), but counts nothing outside the
// measured regions, so the other tests are unaffected. Catch2's macros are used outside the regions
// only: an assertion may allocate.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>

#include "catch.hpp"
#include "test_support.hpp"

namespace {

std::atomic<bool> counting{false};
std::atomic<std::uint64_t> allocations{0};
std::atomic<std::uint64_t> deallocations{0};

void* allocate(std::size_t size) {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
    return std::malloc(size == 0 ? 1 : size);
}

void* allocate_aligned(std::size_t size, std::align_val_t alignment) {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
    std::size_t align = static_cast<std::size_t>(alignment);
    if (align < sizeof(void*)) align = sizeof(void*);
    const std::size_t rounded = size == 0 ? align : (size + align - 1) / align * align;  // aligned_alloc wants a multiple
    return std::aligned_alloc(align, rounded);
}

void release(void* p) noexcept {
    if (p == nullptr) return;
    if (counting.load(std::memory_order_relaxed)) deallocations.fetch_add(1, std::memory_order_relaxed);
    std::free(p);
}

void* allocate_or_throw(std::size_t size) {
    void* p = allocate(size);
    if (p == nullptr) throw std::bad_alloc();
    return p;
}

void* allocate_aligned_or_throw(std::size_t size, std::align_val_t alignment) {
    void* p = allocate_aligned(size, alignment);
    if (p == nullptr) throw std::bad_alloc();
    return p;
}

}  // namespace

// ---- the replaced global allocation functions ([new.delete]) --------------------------------------------

void* operator new(std::size_t size) { return allocate_or_throw(size); }
void* operator new[](std::size_t size) { return allocate_or_throw(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return allocate(size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return allocate(size); }
void* operator new(std::size_t size, std::align_val_t alignment) { return allocate_aligned_or_throw(size, alignment); }
void* operator new[](std::size_t size, std::align_val_t alignment) { return allocate_aligned_or_throw(size, alignment); }
void* operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
    return allocate_aligned(size, alignment);
}
void* operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
    return allocate_aligned(size, alignment);
}

void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete(void* p, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, std::align_val_t) noexcept { release(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { release(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { release(p); }

namespace {

// Opens a measured region for its lifetime.
struct measured {
    measured() noexcept { counting.store(true, std::memory_order_relaxed); }
    ~measured() { counting.store(false, std::memory_order_relaxed); }
    measured(const measured&) = delete;
    measured& operator=(const measured&) = delete;
};

// A small portable generator (xorshift64*), so that the games are the same everywhere.
struct xorshift {
    std::uint64_t state;
    std::uint64_t next() noexcept {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 0x2545F4914F6CDD1DULL;
    }
    std::size_t below(std::size_t n) noexcept { return static_cast<std::size_t>(next() % n); }
};

struct tally {
    std::uint64_t games = 0, unfinished = 0, throws = 0, actions = 0, undos = 0, illegal = 0;
};

// Random games of R from several table setups. Every call of the five functions runs inside a measured
// region; the choices (a plain index, a cumulative walk over the probabilities) happen outside.
template <class R>
tally play_games(int games, std::uint64_t seed) {
    using namespace pachisi;
    tally t;
    xorshift random{seed * 0x9E3779B97F4A7C15ULL + 1};
    const setup tables[] = {{.players = 4}, {.players = 3}, {.players = 2}, {.players = 4, .first_seat = 1}};
    for (int g = 0; g < games; ++g) {
        auto s = new_game<R>(tables[static_cast<std::size_t>(g) % 4]);
        int steps = 0;
        while (!is_over(s) && steps++ < 200'000) {
            if (is_chance_node(s)) {
                chance_list outcomes;
                {
                    measured region;
                    outcomes = chance_outcomes(s);
                }
                // An outcome drawn by its probability, in 1/2^20 steps (exactness is not the point here).
                const auto r = static_cast<double>(random.next() >> 44) / static_cast<double>(1ULL << 20);
                double acc = 0;
                std::size_t pick = outcomes.size() - 1;
                for (std::size_t i = 0; i < outcomes.size(); ++i)
                    if ((acc += outcomes[i].chance.to_double()) > r) {
                        pick = i;
                        break;
                    }
                {
                    measured region;
                    (void)apply_throw(s, outcomes[pick].outcome);
                }
                ++t.throws;
                continue;
            }
            action_list<R> actions;
            {
                measured region;
                actions = legal_actions(s);
            }
            if (actions.empty()) {
                ++t.illegal;  // a decision node without actions: reported below
                break;
            }
            // Every few steps, try each action and take it back, before playing one of them.
            if (steps % 7 == 0) {
                for (const action& a : actions) {
                    const auto before = s;
                    {
                        measured region;
                        const auto record = apply(s, a);
                        (void)legal_actions(s);
                        undo(s, record);
                    }
                    ++t.undos;
                    if (!(s == before)) ++t.illegal;
                }
            }
            const action a = actions[random.below(actions.size())];
            {
                measured region;
                (void)apply(s, a);
            }
            ++t.actions;
        }
        ++t.games;
        t.unfinished += !is_over(s);
    }
    return t;
}

template <class R>
void check_preset(int games) {
    allocations = 0;
    deallocations = 0;
    const tally t = play_games<R>(games, 2024);
    INFO("games " << t.games << ", throws " << t.throws << ", actions " << t.actions << ", apply+undo pairs " << t.undos);
    REQUIRE(t.illegal == 0);
    REQUIRE(t.throws > 1000);
    REQUIRE(t.actions > 1000);
    REQUIRE(t.undos > 100);
    REQUIRE(allocations.load() == 0);
    REQUIRE(deallocations.load() == 0);
}

}  // namespace

namespace {
// The self-test's pointers escape through here, so the compiler may not elide the new/delete pairs.
int* volatile escaped_int = nullptr;
double* volatile escaped_array = nullptr;
}  // namespace

TEST_CASE("the allocation counter sees operator new (self-test)", "[no_heap]") {
    allocations = 0;
    deallocations = 0;
    {
        measured region;
        escaped_int = new int(7);
        escaped_array = new (std::nothrow) double[3];
        delete escaped_int;
        delete[] escaped_array;
    }
    REQUIRE(allocations.load() == 2);
    REQUIRE(deallocations.load() == 2);
    allocations = 0;
    deallocations = 0;
    escaped_int = new int(1);  // outside a measured region: not counted
    delete escaped_int;
    REQUIRE(allocations.load() == 0);
}

TEST_CASE("no heap allocation in legal_actions apply apply_throw undo and chance_outcomes: shg", "[no_heap][shg]") {
    check_preset<pachisi::shg>(120);
    check_preset<pachisi::shg_rules<pachisi::shg_options{.blockades = false, .auto_fives = false, .undo_in_play = true}>>(20);
}
TEST_CASE("no heap allocation in legal_actions apply apply_throw undo and chance_outcomes: cardinal",
          "[no_heap][cardinal]") {
    check_preset<pachisi::cardinal>(120);
}
TEST_CASE("no heap allocation in legal_actions apply apply_throw undo and chance_outcomes: american",
          "[no_heap][american]") {
    check_preset<pachisi::american>(120);
    check_preset<pachisi::american_rules<true>>(20);
}
TEST_CASE("no heap allocation in legal_actions apply apply_throw undo and chance_outcomes: traditional",
          "[no_heap][traditional]") {
    check_preset<pachisi::traditional>(60);
    check_preset<pachisi::traditional7>(60);
}
TEST_CASE("no heap allocation in legal_actions apply apply_throw undo and chance_outcomes: the one-die family",
          "[no_heap][one_die]") {
    check_preset<pachisi::ludo>(60);
    check_preset<pachisi::ludo_king>(60);
    check_preset<pachisi::parchis>(60);
    check_preset<pachisi::maedn>(60);
    check_preset<pachisi::maedn_openspiel>(60);
}
