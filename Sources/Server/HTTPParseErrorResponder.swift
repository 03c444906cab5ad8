import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Answers requests that never become a `Request` in our error shape, then closes the connection.
///
/// NIO's HTTP/1 parser rejects a request line or headers over 80 kB, and bytes such as `0xFF` in
/// the URL, before any router middleware runs; Hummingbird's `HTTP1Channel` then writes a 400 with
/// an empty body. Placed in `HTTP1Channel.Configuration.additionalChannelHandlers` (after the
/// HTTP/1 decoder and the conversion to `HTTPTypes`), this handler catches those errors first and
/// writes `{"error":{"code","message","field"}}` instead.
///
/// A request already being answered on the same connection (pipelining) finishes first: its
/// response is written, then this one, then the connection closes.
final class HTTPParseErrorResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Requests read whose response has not ended yet.
    private var openRequests = 0
    /// The error to answer with, once the requests before it are answered.
    private var failure: APIError?
    private var hasAnswered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // After a parse error the rest of the stream is not a request any more.
        guard failure == nil else { return }
        if case .head = unwrapInboundIn(data) { openRequests += 1 }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let isEnd = if case .end = unwrapOutboundIn(data) { true } else { false }
        context.write(data, promise: promise)
        guard isEnd else { return }
        openRequests = max(0, openRequests - 1)
        if openRequests == 0, failure != nil { answer(context) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard failure == nil, let apiError = Self.apiError(for: error) else {
            context.fireErrorCaught(error)
            return
        }
        failure = apiError
        if openRequests == 0 {
            answer(context)
        } else {
            // Let the request in progress finish reading; its response triggers ours.
            context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        }
    }

    /// The error shape for what the parser or the HTTP-types conversion rejected; nil for others.
    static func apiError(for error: any Error) -> APIError? {
        switch error {
        case HTTPParserError.headerOverflow:
            return APIError(.uriTooLong, code: "uri_too_long", .uriTooLong, field: "url")
        case HTTPParserError.invalidURL, HTTPParserError.invalidCharactersUsed:
            return APIError(.badRequest, code: "bad_request", .urlNotASCII, field: "url")
        case HTTPParserError.invalidMethod:
            return APIError(.badRequest, code: "bad_request", .methodInvalid, field: "method")
        case let parserError as HTTPParserError:
            return APIError(.badRequest, code: "bad_request", .notHTTP, ["detail": .raw("\(parserError)")])
        case let conversion as HTTP1TypeConversionError where conversion == .invalidMethod:
            return APIError(.badRequest, code: "bad_request", .methodNotToken, field: "method")
        case is HTTP1TypeConversionError:
            return APIError(.badRequest, code: "bad_request", .requestLineInvalid, field: "url")
        default:
            return nil
        }
    }

    private func answer(_ context: ChannelHandlerContext) {
        guard !hasAnswered, let failure else { return }
        hasAnswered = true
        let body = failure.jsonBytes()
        var fields = SecurityHeaders.common
        // The path is unknown here: allow every origin, as every API answer does.
        fields[.accessControlAllowOrigin] = "*"
        fields[.contentType] = "application/json; charset=utf-8"
        fields[.contentLength] = String(body.count)
        fields[.connection] = "close"
        context.write(wrapOutboundOut(.head(HTTPResponse(status: failure.status, headerFields: fields))), promise: nil)
        context.write(wrapOutboundOut(.body(ByteBuffer(bytes: body))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }
}
