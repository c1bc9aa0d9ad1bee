#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The number of processors online, at least 1.
public func onlineProcessorCount() -> Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}

/// Computes `work(0) … work(count - 1)` on `jobs` threads (this one among them), each
/// thread taking the next index as it finishes one, and returns the results in index
/// order: the same answer whatever `jobs` is. `finished` is called on this thread only,
/// with how many are done so far, for a progress line.
public func parallelMap<Result: Sendable>(
    count: Int, jobs: Int, _ work: @escaping @Sendable (Int) -> Result,
    finished: (Int) -> Void = { _ in }
) -> [Result] {
    let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: count)
    defer { results.deallocate() }
    // Each index is written once, by one thread, before `run` returns.
    let slots = SendablePointer(base: results.baseAddress)
    WorkQueue(count: count) { index in
        (slots.base! + index).initialize(to: work(index))
    }.run(jobs: jobs, finished: finished)
    let values = Array(results)
    _ = results.baseAddress.map { $0.deinitialize(count: count) }
    return values
}

/// A pointer handed to the worker threads; each writes only its own elements.
private struct SendablePointer<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>?
}

/// Indices handed out one at a time to threads, behind one lock.
private final class WorkQueue: @unchecked Sendable {
    let count: Int
    let work: @Sendable (Int) -> Void
    private var next = 0
    private var done = 0
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(count: Int, work: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.work = work
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Runs every index on `jobs` threads, this one included.
    func run(jobs: Int, finished: (Int) -> Void) {
        var threads: [pthread_t] = []
        for _ in 0..<max(0, min(jobs, count) - 1) {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            if pthread_create(&thread, nil, workerEntry, context) == 0 {
                threads.append(thread)
            } else {
                Unmanaged<WorkQueue>.fromOpaque(context).release()
            }
        }
        drain(finished)
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Takes indices until none are left.
    func drain(_ finished: (Int) -> Void) {
        while true {
            pthread_mutex_lock(lock)
            let index = next
            next += 1
            let doneSoFar = done
            pthread_mutex_unlock(lock)
            finished(doneSoFar)
            guard index < count else { return }
            work(index)
            pthread_mutex_lock(lock)
            done += 1
            pthread_mutex_unlock(lock)
        }
    }
}

/// A worker thread's start: drains the queue it was handed.
private func workerEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<WorkQueue>.fromOpaque(context!).takeRetainedValue().drain { _ in }
    return nil
}
