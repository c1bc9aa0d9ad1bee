import ChessEngine
import Glibc
import Synchronization

/// `chess uci`: the engine for chess GUIs and tools, speaking UCI on standard input and
/// output. The main thread reads lines; each `go` searches on a thread of its own, so
/// `isready`, `stop` and `quit` are answered at once while it thinks. Only the standard
/// library, Glibc and the portable `ChessEngine` module: no Foundation, no GUI libraries.
enum UCIProgram {
    static func run() {
        let output = UCIOutput()
        var session = UCISession()
        var running: UCISearchThread?
        while let line = readLine() {
            if let thread = running {
                let command = UCICommand(line: line)
                if command == .isReady {
                    output.write("readyok")
                    continue
                }
                // This engine never ponders, so there is nothing to hit.
                if command == .ponderHit { continue }
                // Anything else ends the search first (it answers with its best move).
                thread.requestStop()
                session.finished(thread.join())
                running = nil
                if command == .stop { continue }
            }
            switch session.handle(line, write: output.write) {
            case .search(let thinking):
                running = UCISearchThread(thinking, output: output)
            case .quit:
                exit(0)
            case .stop, .none:
                break
            }
        }
        if let thread = running {
            thread.requestStop()
            _ = thread.join()
        }
    }
}

/// Standard output shared by the reading and the searching thread, one whole line at a time.
final class UCIOutput: Sendable {
    private let lock = Mutex(())

    func write(_ line: String) {
        lock.withLock { _ in
            var text = line
            text.append("\n")
            text.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Glibc.write(1, bytes.baseAddress! + offset, bytes.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
        }
    }
}

/// One search running on its own thread until it answers.
final class UCISearchThread: @unchecked Sendable {
    private let stopFlag = Atomic<Bool>(false)
    private var thinking: UCIThinking
    private let output: UCIOutput
    private var thread = pthread_t()

    init(_ thinking: UCIThinking, output: UCIOutput) {
        self.thinking = thinking
        self.output = output
        let context = Unmanaged.passRetained(self).toOpaque()
        pthread_create(
            &thread, nil,
            { context in
                let search = Unmanaged<UCISearchThread>.fromOpaque(context!).takeRetainedValue()
                search.work()
                return nil
            }, context)
    }

    private func work() {
        thinking.run(
            now: Self.milliseconds, shouldStop: { stopFlag.load(ordering: .acquiring) },
            idle: { usleep(1_000) }, write: output.write)
    }

    func requestStop() { stopFlag.store(true, ordering: .releasing) }

    /// Waits for the search to answer and returns it (with what it learnt).
    func join() -> UCIThinking {
        pthread_join(thread, nil)
        return thinking
    }

    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1_000 + now.tv_nsec / 1_000_000
    }
}
