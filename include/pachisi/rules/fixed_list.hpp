#pragma once
// A list with its capacity fixed at compile time: no heap, usable in constant expressions.
// Legal actions, chance outcomes and action sequences all live in one of these.

#include <cstddef>
#include <type_traits>

#include "errors.hpp"

namespace pachisi {

template <class T, std::size_t Capacity>
class fixed_list {
public:
    using value_type = T;
    using iterator = T*;
    using const_iterator = const T*;

    // The items are not built when a list is made, only as they are pushed: at run time an empty list
    // costs nothing to make (building all the items of an action list, whose defaults are not all
    // zero, cost about 20 ns, an eighth of a legal_actions(s) call). In a constant expression every
    // item is built at once, so that copies read only built items.
    constexpr fixed_list() noexcept : slots_(make_slots()) {}

    PACHISI_INLINE constexpr void push_back(const T& value) {
        // The capacities are chosen to bound every list the rules can produce; this guard turns a
        // wrong bound into a clear error instead of a write past the end.
        if (size_ == Capacity) [[unlikely]] report_overflow();
        slots_.items[size_++] = value;
    }
    constexpr void pop_back() noexcept { --size_; }
    // Removes the item at `index`, keeping the order of the rest.
    constexpr void erase(std::size_t index) noexcept {
        for (std::size_t i = index + 1; i < size_; ++i) slots_.items[i - 1] = slots_.items[i];
        --size_;
    }
    constexpr void clear() noexcept { size_ = 0; }
    // Takes the first `count` items (count <= capacity()) as the list's, those from size() on written through
    // operator[] first: for a generator that keeps its count in a register and writes the size once (a
    // push_back reads and writes the size in memory at every item, and g++ reads the generator's input
    // again after it, since an item written may be any byte).
    constexpr void set_size(std::size_t count) noexcept { size_ = count; }
    // Shortens the list to its first `count` items (count <= size()).
    constexpr void resize(std::size_t count) noexcept { size_ = count < size_ ? count : size_; }

    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] static constexpr std::size_t capacity() noexcept { return Capacity; }

    [[nodiscard]] constexpr T& operator[](std::size_t i) noexcept { return slots_.items[i]; }
    [[nodiscard]] constexpr const T& operator[](std::size_t i) const noexcept { return slots_.items[i]; }
    [[nodiscard]] constexpr T& back() noexcept { return slots_.items[size_ - 1]; }
    [[nodiscard]] constexpr const T& back() const noexcept { return slots_.items[size_ - 1]; }

    [[nodiscard]] constexpr iterator begin() noexcept { return slots_.items; }
    [[nodiscard]] constexpr iterator end() noexcept { return slots_.items + size_; }
    [[nodiscard]] constexpr const_iterator begin() const noexcept { return slots_.items; }
    [[nodiscard]] constexpr const_iterator end() const noexcept { return slots_.items + size_; }

    [[nodiscard]] constexpr bool contains(const T& value) const noexcept {
        for (const T& item : *this)
            if (item == value) return true;
        return false;
    }

    [[nodiscard]] friend constexpr bool operator==(const fixed_list& a, const fixed_list& b) noexcept {
        if (a.size_ != b.size_) return false;
        for (std::size_t i = 0; i < a.size_; ++i)
            if (!(a.slots_.items[i] == b.slots_.items[i])) return false;
        return true;
    }

private:
    [[noreturn]] PACHISI_COLD static void report_overflow() {
        raise_error(error_kind::capacity, "pachisi::fixed_list: capacity exceeded");
    }

    // Room for the items, none of them built: a union member of array type comes to life with the
    // first assignment to one of its items ([class.union]: the assignments above are all trivial).
    union slots {
        constexpr slots() noexcept : none{} {}
        constexpr explicit slots(std::true_type) noexcept : items{} {}
        char none;
        T items[Capacity];
    };
    [[nodiscard]] static constexpr slots make_slots() noexcept {
        if (std::is_constant_evaluated()) return slots(std::true_type{});
        return slots();
    }
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_copy_assignable_v<T>,
                  "items are assigned into raw room and copied as bytes");
    slots slots_;
    std::size_t size_ = 0;
};

}  // namespace pachisi
