/// What both exploration loops check between states: the time budget, and the progress
/// line, drawn only for runs longer than `delay` and checked every 4,096 states.
struct Pacer {
    let name: String
    let deadline: ContinuousClock.Instant?
    let progress: (@Sendable (ExplorationProgress) -> Void)?
    let delay: Duration
    private let started = ContinuousClock.now
    private var reported = false

    init(name: String, deadline: ContinuousClock.Instant?, progress: (@Sendable (ExplorationProgress) -> Void)?, delay: Duration) {
        self.name = name
        self.deadline = deadline
        self.progress = progress
        self.delay = delay
    }

    /// Before expanding state `head` of `states`: false when the time budget is spent.
    @inline(__always)
    mutating func mayExpand(_ head: Int, states: Int, depth: () -> Int) -> Bool {
        if head % 4096 == 0, head > 0, let progress {
            let elapsed = ContinuousClock.now - started
            if elapsed >= delay {
                progress(ExplorationProgress(component: name, states: states, statesPerSecond: Double(states) / elapsed.seconds,
                                             depth: depth(), finished: false))
                reported = true
            }
        }
        if head % 256 == 0, let deadline, ContinuousClock.now >= deadline { return false }
        return true
    }

    /// After expanding a state: clears the progress line once every state is expanded.
    func expanded(_ head: Int, states: Int) {
        if head == states, reported, let progress {
            progress(ExplorationProgress(component: name, states: states, statesPerSecond: 0, depth: 0, finished: true))
        }
    }
}
