/** The part of `@thaunknown/simple-peer` (which ships no types) that calls use. */
declare module '@thaunknown/simple-peer' {
  export type SimplePeerSignal = Record<string, unknown> & { type?: string };

  export type SimplePeerOptions = {
    initiator?: boolean;
    stream?: MediaStream;
    streams?: MediaStream[];
    config?: RTCConfiguration;
    trickle?: boolean;
  };

  export type SimplePeerEvents = {
    signal: (data: SimplePeerSignal) => void;
    connect: () => void;
    stream: (stream: MediaStream) => void;
    track: (track: MediaStreamTrack, stream: MediaStream) => void;
    iceStateChange: (iceConnectionState: RTCIceConnectionState, iceGatheringState: RTCIceGatheringState) => void;
    error: (error: Error & { code?: string }) => void;
    close: () => void;
  };

  export default class SimplePeer {
    constructor(options?: SimplePeerOptions);
    readonly initiator: boolean;
    readonly destroyed: boolean;
    /** The browser's peer connection; simple-peer keeps it as a private field. */
    readonly _pc: RTCPeerConnection | undefined;
    signal(data: SimplePeerSignal | string): void;
    negotiate(): void;
    destroy(error?: Error): void;
    on<Event extends keyof SimplePeerEvents>(event: Event, listener: SimplePeerEvents[Event]): this;
    off<Event extends keyof SimplePeerEvents>(event: Event, listener: SimplePeerEvents[Event]): this;
  }
}
