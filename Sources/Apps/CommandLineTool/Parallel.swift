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
    parallelMap(
        count: count, jobs: jobs, state: {}, { index, _ in work(index) }, finished: finished)
}

/// As `parallelMap(count:jobs:_:finished:)`, with a state of each thread's own, made by
/// `state` on that thread when it takes its first index and handed to every `work` call
/// it makes (for example a cache that one index fills and the next reads).
public func parallelMap<State, Result: Sendable>(
    count: Int, jobs: Int, state: @escaping @Sendable () -> State,
    _ work: @escaping @Sendable (Int, inout State) -> Result, finished: (Int) -> Void = { _ in }
) -> [Result] {
    let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: count)
    defer { results.deallocate() }
    let threads = max(1, min(jobs, count))
    let states = UnsafeMutableBufferPointer<State?>.allocate(capacity: threads)
    defer { states.deallocate() }
    states.initialize(repeating: nil)
    // Each index is written once, by one thread, and each state is used by its thread only,
    // before `run` returns.
    let slots = SendablePointer(base: results.baseAddress)
    let stateSlots = SendablePointer(base: states.baseAddress)
    WorkQueue(count: count) { index, worker in
        let own = stateSlots.base! + worker
        if own.pointee == nil { own.pointee = state() }
        (slots.base! + index).initialize(to: work(index, &own.pointee!))
    }.run(jobs: threads, finished: finished)
    let values = Array(results)
    _ = results.baseAddress.map { $0.deinitialize(count: count) }
    _ = states.baseAddress.map { $0.deinitialize(count: threads) }
    return values
}

/// A pointer handed to the worker threads; each writes only its own elements.
private struct SendablePointer<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>?
}

/// Indices handed out one at a time to threads, behind one lock.
private final class WorkQueue: @unchecked Sendable {
    let count: Int
    /// Computes one index on one worker (0 is the calling thread).
    let work: @Sendable (_ index: Int, _ worker: Int) -> Void
    private var next = 0
    private var workers = 0
    private var done = 0
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(count: Int, work: @escaping @Sendable (_ index: Int, _ worker: Int) -> Void) {
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
        drain(worker: 0, finished)
        for thread in threads { pthread_join(thread, nil) }
    }

    /// A number for a new worker thread: 1, 2, …
    func takeWorkerNumber() -> Int {
        pthread_mutex_lock(lock)
        workers += 1
        let number = workers
        pthread_mutex_unlock(lock)
        return number
    }

    /// Takes indices until none are left, as worker `worker`.
    func drain(worker: Int, _ finished: (Int) -> Void) {
        while true {
            pthread_mutex_lock(lock)
            let index = next
            next += 1
            let doneSoFar = done
            pthread_mutex_unlock(lock)
            finished(doneSoFar)
            guard index < count else { return }
            work(index, worker)
            pthread_mutex_lock(lock)
            done += 1
            pthread_mutex_unlock(lock)
        }
    }
}

/// A worker thread's start: drains the queue it was handed.
private func workerEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let queue = Unmanaged<WorkQueue>.fromOpaque(context!).takeRetainedValue()
    queue.drain(worker: queue.takeWorkerNumber()) { _ in }
    return nil
}
