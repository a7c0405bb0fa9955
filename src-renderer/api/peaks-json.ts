// The peaks format the service answers (`GET /api/v1/assets/{id}/peaks`), as BBC's
// audiowaveform tool documents it, so files made by that tool read the same way.

/** BBC audiowaveform JSON, version 2 (8- or 16-bit min/max pairs). */
export interface AudiowaveformJson {
  version: number;
  channels: number;
  sample_rate: number;
  samples_per_pixel: number;
  bits: number;
  length: number;
  data: number[];
}
