#pragma once
// A list with its capacity fixed at compile time: no heap, usable in constant expressions.
// Legal actions, chance outcomes and action sequences all live in one of these.

#include <array>
#include <cstddef>

#include "errors.hpp"

namespace pachisi {

template <class T, std::size_t Capacity>
class fixed_list {
public:
    using value_type = T;
    using iterator = typename std::array<T, Capacity>::iterator;
    using const_iterator = typename std::array<T, Capacity>::const_iterator;

    constexpr void push_back(const T& value) {
        // The capacities are chosen to bound every list the rules can produce; this guard turns a
        // wrong bound into a clear error instead of a write past the end.
        if (size_ == Capacity) [[unlikely]] report_overflow();
        items_[size_++] = value;
    }
    constexpr void pop_back() noexcept { --size_; }
    // Removes the item at `index`, keeping the order of the rest.
    constexpr void erase(std::size_t index) noexcept {
        for (std::size_t i = index + 1; i < size_; ++i) items_[i - 1] = items_[i];
        --size_;
    }
    constexpr void clear() noexcept { size_ = 0; }
    // Shortens the list to its first `count` items (count <= size()).
    constexpr void resize(std::size_t count) noexcept { size_ = count < size_ ? count : size_; }

    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] static constexpr std::size_t capacity() noexcept { return Capacity; }

    [[nodiscard]] constexpr T& operator[](std::size_t i) noexcept { return items_[i]; }
    [[nodiscard]] constexpr const T& operator[](std::size_t i) const noexcept { return items_[i]; }
    [[nodiscard]] constexpr T& back() noexcept { return items_[size_ - 1]; }
    [[nodiscard]] constexpr const T& back() const noexcept { return items_[size_ - 1]; }

    [[nodiscard]] constexpr iterator begin() noexcept { return items_.begin(); }
    [[nodiscard]] constexpr iterator end() noexcept { return items_.begin() + static_cast<std::ptrdiff_t>(size_); }
    [[nodiscard]] constexpr const_iterator begin() const noexcept { return items_.begin(); }
    [[nodiscard]] constexpr const_iterator end() const noexcept {
        return items_.begin() + static_cast<std::ptrdiff_t>(size_);
    }

    [[nodiscard]] constexpr bool contains(const T& value) const noexcept {
        for (const T& item : *this)
            if (item == value) return true;
        return false;
    }

    [[nodiscard]] friend constexpr bool operator==(const fixed_list& a, const fixed_list& b) noexcept {
        if (a.size_ != b.size_) return false;
        for (std::size_t i = 0; i < a.size_; ++i)
            if (!(a.items_[i] == b.items_[i])) return false;
        return true;
    }

private:
    [[noreturn]] PACHISI_COLD static void report_overflow() {
        raise_error(error_kind::capacity, "pachisi::fixed_list: capacity exceeded");
    }

    std::array<T, Capacity> items_{};
    std::size_t size_ = 0;
};

}  // namespace pachisi
