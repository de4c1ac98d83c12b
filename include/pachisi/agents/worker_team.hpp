#pragma once
// A few threads kept waiting for work, for the batched environment's `threads` option. A step of a
// batch is short (1,024 cowrie games take about 0.2 ms on one core): threads started at every step
// cost more than the work they share, and even a sleeping thread takes tens of microseconds to wake
// on a busy virtual machine. So a thread of the team, its part done, first waits a little while
// yielding the core (a learner stepping in a loop sends the next round within that time), and only
// then sleeps until the next round.
//
// run(job, context) calls job(context, t) once for every t in [0, size()): t = 0 on the calling
// thread, the others on the team's threads, and returns when all calls have returned. The job must
// not throw (the environment catches what its blocks throw and rethrows on the calling thread). One
// run at a time: the team belongs to one environment, which steps from one thread. The threads do not
// survive fork(): a child process must not run its parent's team.

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace pachisi {

class worker_team {
public:
    using job = void (*)(void* context, std::size_t part) noexcept;

    // A team of `size` parts: the caller and size - 1 threads.
    explicit worker_team(std::size_t size) {
        threads_.reserve(size > 0 ? size - 1 : 0);
        for (std::size_t part = 1; part < size; ++part) threads_.emplace_back([this, part] { serve(part); });
    }
    worker_team(const worker_team&) = delete;
    worker_team& operator=(const worker_team&) = delete;
    ~worker_team() {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            stopping_.store(true, std::memory_order_release);
        }
        wake_.notify_all();
        for (auto& t : threads_) t.join();
    }

    [[nodiscard]] std::size_t size() const noexcept { return threads_.size() + 1; }

    void run(job work, void* context) {
        // Every thread finished the last round (run waited for it) before these are written again.
        work_ = work;
        context_ = context;
        pending_.store(threads_.size(), std::memory_order_relaxed);
        {
            // Under the lock: a thread between checking the round and going to sleep cannot miss it.
            const std::lock_guard<std::mutex> lock(mutex_);
            round_.fetch_add(1, std::memory_order_release);
        }
        wake_.notify_all();
        work(context, 0);
        for (int turn = 0; turn < yields_before_sleep; ++turn) {
            if (pending_.load(std::memory_order_acquire) == 0) return;
            std::this_thread::yield();
        }
        std::unique_lock<std::mutex> lock(mutex_);
        finished_.wait(lock, [this] { return pending_.load(std::memory_order_acquire) == 0; });
    }

private:
    // About a millisecond of yielding on the reference machine: longer than the gap between two
    // steps of a learner's loop, short enough not to hold a core while the learner trains.
    static constexpr int yields_before_sleep = 2000;

    // The next round after `served`, or any round once the team is stopping.
    std::uint64_t next_round(std::uint64_t served) {
        for (int turn = 0; turn < yields_before_sleep; ++turn) {
            const std::uint64_t round = round_.load(std::memory_order_acquire);
            if (round != served || stopping_.load(std::memory_order_acquire)) return round;
            std::this_thread::yield();
        }
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] {
            return round_.load(std::memory_order_acquire) != served || stopping_.load(std::memory_order_acquire);
        });
        return round_.load(std::memory_order_acquire);
    }

    void serve(std::size_t part) {
        std::uint64_t served = 0;  // the last round this thread took part in
        for (;;) {
            served = next_round(served);
            if (stopping_.load(std::memory_order_acquire)) return;
            work_(context_, part);
            if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
                const std::lock_guard<std::mutex> lock(mutex_);  // run() checks pending_ under it
                finished_.notify_one();
            }
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_;      // a new round, or the end
    std::condition_variable finished_;  // the last thread of a round is done
    job work_ = nullptr;                // written by run() before it publishes the round
    void* context_ = nullptr;
    std::atomic<std::size_t> pending_{0};  // threads of this round still working
    std::atomic<std::uint64_t> round_{0};
    std::atomic<bool> stopping_{false};
    std::vector<std::thread> threads_;  // last: started once the members above exist
};

}  // namespace pachisi
