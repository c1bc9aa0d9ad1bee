import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Runs the command as `main()` does, with the exit statuses of the lean command lines
    /// (`CommandLineTool`): 0 done, 1 failed, 2 the command line was wrong (swift-argument-
    /// parser's own is 64); an error is one line, `name: message`, on standard error.
    public static func mainWithPlainErrors(name: String) -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = self.message(for: error)
            if !message.isEmpty {
                let sentence = message.hasSuffix(".") ? message : message + "."
                FileHandle.standardError.write(Data("\(name): \(sentence)\n".utf8))
            }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
