import StageKit

/// One step of a walk through an app's commands: what the person does, and the words the
/// status line must hold afterwards, because they say what that step did.
///
/// ```swift
/// StatusStep("undo", says: "Undone") { $0.key("ctrl+z") }
/// ```
public struct StatusStep<S: Scene> {
    /// The step in a few words, for a failure's message.
    public var name: String
    /// Words the status line holds after the step.
    public var says: String
    /// What the person does.
    public var perform: (inout SceneDriver<S>) -> Void

    /// Creates a step.
    public init(
        _ name: String, says: String, _ perform: @escaping (inout SceneDriver<S>) -> Void
    ) {
        self.name = name
        self.says = says
        self.perform = perform
    }
}

extension SceneDriver {
    /// Performs the steps in turn, letting everything settle after each, and returns a
    /// sentence for every step after which the status line (read by `status`) did not say
    /// what it did: it lacks the step's words, or it still says what it said before it.
    /// Empty when the line followed every step.
    ///
    /// ```swift
    /// #expect(app.walk(steps, status: { $0.scene.status }) == [])
    /// ```
    public mutating func walk(_ steps: [StatusStep<S>], status: (Self) -> String) -> [String] {
        var failures: [String] = []
        for step in steps {
            let before = status(self)
            step.perform(&self)
            settle()
            let after = status(self)
            if !after.contains(step.says) {
                failures.append("\(step.name): the status says “\(after)”, not “\(step.says)”")
            } else if after == before {
                failures.append("\(step.name): the status still says “\(before)”")
            }
        }
        return failures
    }
}
