import MyBizAPI
import ServerHTTP

extension Account {
    /// Goes on only for an administrator; anyone else gets `refusal`, the 403 naming what they may not do.
    func requireAdmin(_ refusal: APIError) throws(APIError) {
        guard role == .admin else { throw refusal }
    }
}

/// Throws the first of a draft's problems (each rule is `MyBizAPI`'s), or nothing when there are
/// none: the API answers one rule at a time, the pages show them all.
func refuseFirst(of problems: [RuleProblem]) throws(RuleProblem) {
    if let problem = problems.first { throw problem }
}
