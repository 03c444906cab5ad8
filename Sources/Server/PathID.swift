import Hummingbird

/// The `{id}` part of a path (a toilet, contribution, revision or device): a whole number from 1,
/// or a 400 naming `id` and what it should have been.
enum PathID {
    static func read(_ context: some RequestContext, what: ExpectedText) throws(APIError) -> Int64 {
        let raw = context.parameters.get("id") ?? ""
        guard let number = QueryGrammar.integer(raw), number > 0 else {
            throw APIError.invalid("id", raw, expected: Expected(.idNumber, ["what": .expected(Expected(what))]))
        }
        return Int64(number)
    }
}
